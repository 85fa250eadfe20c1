# A chip's colour, as a rack file names it ($colour), chosen by $key (the name in lower
# case, spaces as hyphens). English says the rack file's own word; a translation gives
# the usual colours its own words and says any other as the file writes it.
chip-colour = { $key ->
   *[other] { $colour }
}
