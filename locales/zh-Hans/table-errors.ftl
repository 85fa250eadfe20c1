# 数据文件本身的错误，嵌入文件的拒绝信息中（文件、行号及键名为文件的原文）：级别的 `when` 条件（RULES.md R4.1）、标签的限制、`[names]` 中的语言代码。

## 级别的条件
table-error-condition-unknown = “{ $text }”不是纸牌条件（可用：suited、pair、straight、flush、three-of-a-kind、straight-flush、suited-three-of-a-kind、mini-royal、declared-suit、red、black、same-colour、ranks …、top-rank …、cards …、total N、blackjack-total N、soft N、hard N、points N-M、up-card-matches N、up-card-matches-suited N、dealer-blackjack、dealer-busts、dealer-cards N、dealer-cards N+、dealer-total N、any … | …、not …）
table-error-condition-any-of-one = “{ $text }”：“any”须接两个或以上以 | 分隔的条件，例如“any straight | flush”
table-error-condition-takes-nothing = “{ $word }”之后不可接任何内容（见“{ $text }”）
table-error-condition-number = “{ $text }”：{ $how }
table-error-condition-no-ranks = “{ $text }”之后须接点数，例如“{ $word } A K”
table-error-condition-too-many-ranks = “{ $text }”：边注最多只看三张牌
table-error-condition-not-a-rank = “{ $text }”中的“{ $rank }”不是点数
table-error-condition-not-a-card = “{ $text }”中的“{ $card }”不是纸牌（{ $why }）
table-error-condition-card-count = “{ $text }”：请指明一至三张牌，例如“cards QH QH”
table-error-condition-reads-other-cards = “{ $condition }”{ $needs ->
    [up-card] 比较玩家首两张牌与庄家明牌：使用它的级别须写 cards = "first-two+up"
    [first-two-points] 读取玩家首两张牌：使用它的级别须写 cards = "first-two"
    [dealer-hand] 读取庄家最终牌：使用它的级别须写 cards = "dealer-final"，并且不对玩家的牌设条件
    [dealer-blackjack] 读取庄家首两张牌
   *[player-cards] 读取玩家的牌；按庄家最终牌计算的级别只接受 dealer-busts、dealer-cards、dealer-total 及 dealer-blackjack
}（此级别读取{ $cards ->
    [first-two-up] 玩家首两张牌及庄家明牌
    [first-two-hit] 玩家首两张牌及第一张要牌
    [dealer-final] 庄家最终牌
   *[first-two] 玩家首两张牌
}）
table-error-condition-how-total = 百家乐点数为 0 至 9，写成“total 9”
table-error-condition-how-blackjack-total = 二十一点总点数请写成“blackjack-total 21”（2 至 31）
table-error-condition-how-soft = 软牌总点数为 12 至 21，写成“soft 20”
table-error-condition-how-hard = 硬牌总点数请写成“hard 20”
table-error-condition-how-up-card-matches = 玩家首两张牌中与明牌相同的张数，0 至 2，写成“{ $head } 1”
table-error-condition-how-dealer-cards = 庄家的牌数，2 至 { $most }，写成“dealer-cards 6”（刚好 6 张）或“dealer-cards 8+”（8 张或以上）
table-error-condition-how-dealer-total = 庄家最终总点数，17 至 26（爆牌的总点数把每张 A 计作 1），写成“dealer-total 17”
table-error-condition-how-points = 首两张牌的点数由 N 至 M，各为 2 至 20（每张 A 计 1，每张十点牌计 10），写成“points 14-20”

## 不符合限制的标签（ID、名称、标题）：先键名，后标签的说明
table-error-label = { $key ->
    [id] ID
    [name] 名称
    [title] 标题
   *[rack-id] 筹码架 ID
}{ $why }

## 语言代码
table-error-language-unknown = “{ $given }”不是 Pitpay 支持的语言；支持：{ $known }（以及 { $pseudo }，供测试用的伪英文）
table-error-language-operator = { $file }，第 { $line } 行：{ $message }
