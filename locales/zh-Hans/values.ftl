# 单独读取一个值时的错误：纸牌、金额、赔率、日期、固定列表中的字词、标签、规则选项；以及牌局或赔率表文件的格式（解析器预期与实际读到的内容）。文件的读取程序会加上文件、行号及键名。

## A word or value that is not of the kind asked for
value-not-one-of = “{ $text }”不是{ $what ->
    [game] 游戏
    [party] 投注对象
    [currency] 本计算器认识的货币
    [rounding] 舍入方式
    [card-set] 牌组
    [level] 难度
    [mode] 模式
    [dealer-error] 荷官错误
    [drill] 练习项目
    [count] 点数类别
    [house-option] 规则选项
   *[value] 有效的值
}（可用：{ $ids }）
value-not-a-date = “{ $text }”不是日期（格式为 YYYY-MM-DD）
value-not-a-suit = “{ $text }”不是花色（S H D C 或 ♠ ♥ ♦ ♣）
value-not-a-convention = “{ $text }”不是赔率写法（to 或 for）
value-not-odds = “{ $text }”不是赔率（请写成“3 to 2”或“25 for 1”）

## The file's shape, as the parser reports it
value-expected-found = 此处应为{ $expected ->
    [whole-number] 整数
    [text] 加引号的文字
    [list] 列表
    [boolean] true 或 false
    [number] 数字
    [amount] 金额：例如 "25.50" 的字符串或整数
    [game-ids] 游戏代号（例如 "lucky9"）或游戏代号列表
   *[table] 表格
}，但读到{ $found ->
    [text] 文字 { $value }
    [number] 数字 { $value }
    [too-large] 数字 { $value }（数值过大）
    [list] 列表
    [table] 表格
   *[boolean] { $value }
}
value-unknown-field-one-of = 未知的键 `{ $key }`，应为以下之一：{ $keys }
value-unknown-field = 未知的键 `{ $key }`，应为 { $expected }
value-missing-field = 缺少键 `{ $key }`
value-too-large = { $number } 过大
value-toml-unquoted-key = { $problem }（含有 `+` 的键必须加引号，例如 "21+3-progressive" = "1"）
value-toml-backslash = { $problem }（在双引号内，反斜杠会开始一个转义序列：Windows 路径请用单引号，例如 'D:\Pitpay\marks'，或把反斜杠写两次）
value-toml-syntax = TOML 语法错误（读取器原文：{ $problem }）

## A card
value-card = 第 { $position } 张牌“{ $text }”不是纸牌：{ $why ->
    [empty] 内容是空的
    [no-suit] 最后应是花色：S H D C 或 ♠ ♥ ♦ ♣
    [no-rank] 有花色但没有点数
   *[rank] 点数应为 A、2-10、T、J、Q 或 K
}
value-shoe = R1.2：{ $card } 出现了 { $count } 次，但 { $decks } 副牌中只有 { $decks } 张

## An amount
value-amount-malformed = “{ $text }”不是金额（请写成 25、25.50 或 $1,250.00）
value-amount-too-precise = “{ $text }”多于两位小数
value-amount-zero = “{ $text }”是零；金额必须大于 0
value-amount-negative = “{ $text }”是负数；金额必须大于 0
value-amount-too-large = “{ $text }”过大
value-amount-wrong-currency = “{ $text }”的货币是 { $found }，但此牌局的货币是 { $expected }
value-amount-float = { $text } 是 TOML 浮点数；金额请写成字符串，例如 "{ $text }"
value-amount-overflow = 计算{ $what ->
    [whole-units] 整数单位
    [sum] 总和
    [difference] 差额
    [product] 乘积
    [odds] 赔率
   *[winnings] 确切赢款
}时金额溢出

## A bet's id
value-bet-settled-by-program = “{ $id }”是 Pitpay 自行结算的投注，不是边注
value-bet-not-one-word = “{ $id }”不是投注代号（须为一个由字母、数字、+ - _ 组成的字）
value-bet-too-long = 投注代号“{ $id }”超过 { $max } 个字符

## A label: a name, an ID, a table label … ($subject: the text, or none when the caller names it)
value-label-too-long = { $subject ->
    [table] 赌台标签
    [dealer] 荷官姓名
   *[none] {""}
}长 { $count } 个字符；{ $what ->
    [id] ID
    [table] 赌台标签
    [property] 场馆名称
    [reason] 原因
    [station] 工作站名称
   *[name] 姓名
}最多 { $limit } 个字符
value-label-unprintable = { $subject ->
    [table] 赌台标签
    [dealer] 荷官姓名
   *[none] {""}
}第 { $position } 个字符是{ $character ->
    [line-break] 换行符
    [carriage-return] 回车符
    [tab] 制表符
    [control] 控制字符（U+{ $code }）
   *[invisible] 隐形格式字符（U+{ $code }）
}；{ $what ->
    [id] ID
    [table] 赌台标签
    [property] 场馆名称
    [reason] 原因
    [station] 工作站名称
   *[name] 姓名
}必须是一行可打印的字符

## A house option
value-option-unknown = “{ $key }”不是规则选项
value-option-other-game = 规则选项“{ $key }”不适用于{ $game ->
    [lucky9] Lucky 9
    [blackjack] 二十一点
   *[stadium-blackjack] Stadium Blackjack
}
value-option-wrong-type = 规则选项“{ $key }”的值应为{ $takes ->
    [boolean] true 或 false
    [integer] 整数
   *[string] 字符串
}，而不是{ $found ->
    [string] 字符串
    [boolean] 布尔值
    [integer] 整数
    [float] 浮点数
    [date] 日期
    [array] 数组
   *[table] 表格
}
value-option-not-a-value = “{ $value }”不是规则选项“{ $key }”的值（可用：{ $allowed }）
value-option-max-hands = max_hands = { $hands } 超出范围（{ $game ->
    [lucky9] Lucky 9
    [blackjack] 二十一点
   *[stadium-blackjack] Stadium Blackjack
} 为 { $lowest } 至 { $highest }）
value-option-rounding-unit = rounding_unit：{ $why ->
    [malformed] “{ $text }”不是金额（请写成 25、25.50 或 $1,250.00）
    [too-precise] “{ $text }”多于两位小数
    [zero] “{ $text }”是零；金额必须大于 0
    [negative] “{ $text }”是负数；金额必须大于 0
   *[too-large] “{ $text }”过大
}
value-option-unit-with-symbol = rounding_unit“{ $unit }”：单位请不要加货币符号
