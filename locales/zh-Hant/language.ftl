language-name = 繁體中文
