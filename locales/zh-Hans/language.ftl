language-name = 简体中文
