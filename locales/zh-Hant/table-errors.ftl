# 資料檔案本身的錯誤，嵌入檔案的拒絕訊息中（檔案、行號及鍵名為檔案的原文）：級別的 `when` 條件（RULES.md R4.1）、標籤的限制、`[names]` 中的語言代碼。

## 級別的條件
table-error-condition-unknown = 「{ $text }」不是紙牌條件（可用：suited、pair、straight、flush、three-of-a-kind、straight-flush、suited-three-of-a-kind、mini-royal、declared-suit、red、black、same-colour、ranks …、top-rank …、cards …、total N、blackjack-total N、soft N、hard N、points N-M、up-card-matches N、up-card-matches-suited N、dealer-blackjack、dealer-busts、dealer-cards N、dealer-cards N+、dealer-total N、any … | …、not …）
table-error-condition-any-of-one = 「{ $text }」：「any」須接兩個或以上以 | 分隔的條件，例如「any straight | flush」
table-error-condition-takes-nothing = 「{ $word }」之後不可接任何內容（見「{ $text }」）
table-error-condition-number = 「{ $text }」：{ $how }
table-error-condition-no-ranks = 「{ $text }」之後須接點數，例如「{ $word } A K」
table-error-condition-too-many-ranks = 「{ $text }」：邊注最多只看三張牌
table-error-condition-not-a-rank = 「{ $text }」中的「{ $rank }」不是點數
table-error-condition-not-a-card = 「{ $text }」中的「{ $card }」不是紙牌（{ $why }）
table-error-condition-card-count = 「{ $text }」：請指明一至三張牌，例如「cards QH QH」
table-error-condition-reads-other-cards = 「{ $condition }」{ $needs ->
    [up-card] 比較玩家首兩張牌與莊家明牌：使用它的級別須寫 cards = "first-two+up"
    [first-two-points] 讀取玩家首兩張牌：使用它的級別須寫 cards = "first-two"
    [dealer-hand] 讀取莊家最終牌：使用它的級別須寫 cards = "dealer-final"，並且不對玩家的牌設條件
    [dealer-blackjack] 讀取莊家首兩張牌
   *[player-cards] 讀取玩家的牌；按莊家最終牌計算的級別只接受 dealer-busts、dealer-cards、dealer-total 及 dealer-blackjack
}（此級別讀取{ $cards ->
    [first-two-up] 玩家首兩張牌及莊家明牌
    [first-two-hit] 玩家首兩張牌及第一張要牌
    [dealer-final] 莊家最終牌
   *[first-two] 玩家首兩張牌
}）
table-error-condition-how-total = 百家樂點數為 0 至 9，寫成「total 9」
table-error-condition-how-blackjack-total = 二十一點總點數請寫成「blackjack-total 21」（2 至 31）
table-error-condition-how-soft = 軟牌總點數為 12 至 21，寫成「soft 20」
table-error-condition-how-hard = 硬牌總點數請寫成「hard 20」
table-error-condition-how-up-card-matches = 玩家首兩張牌中與明牌相同的張數，0 至 2，寫成「{ $head } 1」
table-error-condition-how-dealer-cards = 莊家的牌數，2 至 { $most }，寫成「dealer-cards 6」（剛好 6 張）或「dealer-cards 8+」（8 張或以上）
table-error-condition-how-dealer-total = 莊家最終總點數，17 至 26（爆牌的總點數把每張 A 計作 1），寫成「dealer-total 17」
table-error-condition-how-points = 首兩張牌的點數由 N 至 M，各為 2 至 20（每張 A 計 1，每張十點牌計 10），寫成「points 14-20」

## 不符合限制的標籤（ID、名稱、標題）：先鍵名，後標籤的說明
table-error-label = { $key ->
    [id] ID
    [name] 名稱
    [title] 標題
   *[rack-id] 籌碼架 ID
}{ $why }

## 語言代碼
table-error-language-unknown = 「{ $given }」不是 Pitpay 支援的語言；支援：{ $known }（以及 { $pseudo }，供測試用的偽英文）
table-error-language-operator = { $file }，第 { $line } 行：{ $message }
