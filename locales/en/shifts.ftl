# A shift's name ($name, as the settings write it), chosen by $key (the name in lower
# case). English says the settings' own word; a translation names the default shifts
# (day, swing, graveyard) in its words and says a property's own as written.
shift-name = { $key ->
   *[other] { $name }
}
