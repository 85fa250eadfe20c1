# The language's own name, as the palette and settings list it.
language-name = English
