# 單獨讀取一個值時的錯誤：紙牌、金額、賠率、日期、固定清單中的字詞、標籤、規則選項；以及牌局或賠率表檔案的格式（解析器預期與實際讀到的內容）。檔案的讀取程式會加上檔案、行號及鍵名。

## A word or value that is not of the kind asked for
value-not-one-of = 「{ $text }」不是{ $what ->
    [game] 遊戲
    [party] 投注對象
    [currency] 本計算器認識的貨幣
    [rounding] 捨入方式
    [card-set] 牌組
    [level] 難度
    [mode] 模式
    [dealer-error] 荷官錯誤
    [drill] 練習項目
    [count] 點數類別
    [house-option] 規則選項
   *[value] 有效的值
}（可用：{ $ids }）
value-not-a-date = 「{ $text }」不是日期（格式為 YYYY-MM-DD）
value-not-a-suit = 「{ $text }」不是花色（S H D C 或 ♠ ♥ ♦ ♣）
value-not-a-convention = 「{ $text }」不是賠率寫法（to 或 for）
value-not-odds = 「{ $text }」不是賠率（請寫成「3 to 2」或「25 for 1」）

## The file's shape, as the parser reports it
value-expected-found = 此處應為{ $expected ->
    [whole-number] 整數
    [text] 加引號的文字
    [list] 清單
    [boolean] true 或 false
    [number] 數字
    [amount] 金額：例如 "25.50" 的字串或整數
    [game-ids] 遊戲代號（例如 "lucky9"）或遊戲代號清單
   *[table] 表格
}，但讀到{ $found ->
    [text] 文字 { $value }
    [number] 數字 { $value }
    [too-large] 數字 { $value }（數值過大）
    [list] 清單
    [table] 表格
   *[boolean] { $value }
}
value-unknown-field-one-of = 未知的鍵 `{ $key }`，應為以下之一：{ $keys }
value-unknown-field = 未知的鍵 `{ $key }`，應為 { $expected }
value-missing-field = 缺少鍵 `{ $key }`
value-too-large = { $number } 過大
value-toml-unquoted-key = { $problem }（含有 `+` 的鍵必須加引號，例如 "21+3-progressive" = "1"）
value-toml-backslash = { $problem }（在雙引號內，反斜線會開始一個跳脫序列：Windows 路徑請用單引號，例如 'D:\Pitpay\marks'，或把反斜線寫兩次）
value-toml-syntax = TOML 語法錯誤（讀取器原文：{ $problem }）

## A card
value-card = 第 { $position } 張牌「{ $text }」不是紙牌：{ $why ->
    [empty] 內容是空的
    [no-suit] 最後應是花色：S H D C 或 ♠ ♥ ♦ ♣
    [no-rank] 有花色但沒有點數
   *[rank] 點數應為 A、2-10、T、J、Q 或 K
}
value-shoe = R1.2：{ $card } 出現了 { $count } 次，但 { $decks } 副牌中只有 { $decks } 張

## An amount
value-amount-malformed = 「{ $text }」不是金額（請寫成 25、25.50 或 $1,250.00）
value-amount-too-precise = 「{ $text }」多於兩位小數
value-amount-zero = 「{ $text }」是零；金額必須大於 0
value-amount-negative = 「{ $text }」是負數；金額必須大於 0
value-amount-too-large = 「{ $text }」過大
value-amount-wrong-currency = 「{ $text }」的貨幣是 { $found }，但此牌局的貨幣是 { $expected }
value-amount-float = { $text } 是 TOML 浮點數；金額請寫成字串，例如 "{ $text }"
value-amount-overflow = 計算{ $what ->
    [whole-units] 整數單位
    [sum] 總和
    [difference] 差額
    [product] 乘積
    [odds] 賠率
   *[winnings] 確切贏款
}時金額溢位

## A bet's id
value-bet-settled-by-program = 「{ $id }」是 Pitpay 自行結算的投注，不是邊注
value-bet-not-one-word = 「{ $id }」不是投注代號（須為一個由字母、數字、+ - _ 組成的字）
value-bet-too-long = 投注代號「{ $id }」超過 { $max } 個字元

## A label: a name, an ID, a table label … ($subject: the text, or none when the caller names it)
value-label-too-long = { $subject ->
    [table] 賭枱標籤
    [dealer] 荷官姓名
   *[none] {""}
}長 { $count } 個字元；{ $what ->
    [id] ID
    [table] 賭枱標籤
    [property] 場館名稱
    [reason] 原因
    [station] 工作站名稱
   *[name] 姓名
}最多 { $limit } 個字元
value-label-unprintable = { $subject ->
    [table] 賭枱標籤
    [dealer] 荷官姓名
   *[none] {""}
}第 { $position } 個字元是{ $character ->
    [line-break] 換行
    [carriage-return] 歸位字元
    [tab] 定位字元
    [control] 控制字元（U+{ $code }）
   *[invisible] 隱形格式字元（U+{ $code }）
}；{ $what ->
    [id] ID
    [table] 賭枱標籤
    [property] 場館名稱
    [reason] 原因
    [station] 工作站名稱
   *[name] 姓名
}必須是一行可列印的字元

## A house option
value-option-unknown = 「{ $key }」不是規則選項
value-option-other-game = 規則選項「{ $key }」不適用於{ $game ->
    [lucky9] Lucky 9
    [blackjack] 二十一點
   *[stadium-blackjack] Stadium Blackjack
}
value-option-wrong-type = 規則選項「{ $key }」的值應為{ $takes ->
    [boolean] true 或 false
    [integer] 整數
   *[string] 字串
}，而不是{ $found ->
    [string] 字串
    [boolean] 布林值
    [integer] 整數
    [float] 浮點數
    [date] 日期
    [array] 陣列
   *[table] 表格
}
value-option-not-a-value = 「{ $value }」不是規則選項「{ $key }」的值（可用：{ $allowed }）
value-option-max-hands = max_hands = { $hands } 超出範圍（{ $game ->
    [lucky9] Lucky 9
    [blackjack] 二十一點
   *[stadium-blackjack] Stadium Blackjack
} 為 { $lowest } 至 { $highest }）
value-option-rounding-unit = rounding_unit：{ $why ->
    [malformed] 「{ $text }」不是金額（請寫成 25、25.50 或 $1,250.00）
    [too-precise] 「{ $text }」多於兩位小數
    [zero] 「{ $text }」是零；金額必須大於 0
    [negative] 「{ $text }」是負數；金額必須大於 0
   *[too-large] 「{ $text }」過大
}
value-option-unit-with-symbol = rounding_unit「{ $unit }」：單位請不要加貨幣符號
