# 牌局檔案（或在視窗中輸入的牌局）被拒絕的原因：牌局讀取程式或遊戲規則在結算時發現的錯誤，並引用規則編號（RULES.md）。讀取程式會加上檔案、行號及欄位。

## The round file: game, decks, header
round-decks-not-allowed = R1.2：{ $decks } 不是 { $game ->
    [lucky9] Lucky 9
    [blackjack] 二十一點
   *[stadium-blackjack] Stadium Blackjack
} 可用的副牌數（{ $allowed ->
    [pair] { $lowest } 或 { $highest }
   *[range] { $lowest } 至 { $highest }
}）
round-no-house-rules = 沒有代號為「{ $id }」的場館規則檔案
round-house-rules-other-game = 「{ $id }」是 { $rules ->
    [lucky9] Lucky 9
    [blackjack] 二十一點
   *[stadium-blackjack] Stadium Blackjack
} 的規則，不是 { $game ->
    [lucky9] Lucky 9
    [blackjack] 二十一點
   *[stadium-blackjack] Stadium Blackjack
} 的
round-operator-file-unusable = 場館自訂的{ $what ->
    [paytable] 賠率表
   *[house-rules] 場館規則檔案
}「{ $id }」無法使用，所以此牌局不予結算（也不會改用出廠賠率）：{ $why }

## Cards
round-dealer-cards-missing = 缺少莊家的牌
round-no-shared-cards = { $game ->
    [lucky9] Lucky 9
    [blackjack] 二十一點
   *[stadium-blackjack] Stadium Blackjack
} 沒有共用的玩家牌或公共牌（只有 Stadium 才有）
round-stadium-needs-player-cards = Stadium 需要共用的玩家牌（玩家第 1 張、第 2 張牌）
round-stadium-two-player-cards = R7.1：共用的玩家牌必須剛好兩張，而不是 { $count } 張
round-stadium-one-dealer-card = R7.1：Stadium 的莊家只有一張牌，其餘來自公共牌（現有 { $count } 張）

## Seats and hands
round-no-seat = 此牌局沒有 [[seat]]
round-seat-twice = R1.8：有兩個座位的號碼都是 { $number }
round-not-a-seat-number = { $number } 不是座位號碼（須為 1 或以上）
round-even-money-not-here = { $game ->
    [lucky9] Lucky 9
    [blackjack] 二十一點
   *[stadium-blackjack] Stadium Blackjack
} 沒有 even_money 鍵（只適用於二十一點；Stadium 用 even-money 決定）
round-terminal-takes-decisions = Stadium 終端機用 `decisions`，不用 `hands`（R7.2）
round-decisions-missing = R7.2：終端機需要 `decisions` 鍵（不需作決定時寫 ""）
round-seat-takes-hands = { $game ->
    [lucky9] Lucky 9
    [blackjack] 二十一點
   *[stadium-blackjack] Stadium Blackjack
} 座位用 `hands`，不用 `decisions`（只有 Stadium 才用）
round-hands-missing = 缺少此座位的手牌
round-no-hand = 此座位沒有手牌
round-hand-no-cards = 這手牌沒有紙牌
round-mark-in-game = 「{ $mark }」是二十一點的標記；{ $game ->
    [lucky9] Lucky 9
    [blackjack] 二十一點
   *[stadium-blackjack] Stadium Blackjack
} 的手牌只寫紙牌
round-mark-not-last = 「{ $mark }」是標記：一手牌只可有一個標記，寫在紙牌之後（"8S 3D 10C double"）

## Wagers and which bets need which
round-bet-unusable = 投注「{ $bet }」無法下注：它的場館自訂賠率表檔案未能載入，所以此牌局不予結算：{ $why }
round-no-dealer-wagers = { $game ->
    [lucky9] Lucky 9
    [blackjack] 二十一點
   *[stadium-blackjack] Stadium Blackjack
} 不接受為莊家投注
round-not-a-bet = 「{ $name }」不是 { $game ->
    [lucky9] Lucky 9
    [blackjack] 二十一點
   *[stadium-blackjack] Stadium Blackjack
} 的{ $party ->
    [dealer] 為莊家投注
   *[player] 投注
}（可用：{ $bets }）
round-bet-needs-own = { $bet ->
    [main] 主注
    [tie] 和注
    [insurance] 保險
    [lucky-break] Lucky Break
   *[side] { $title }
} 需要玩家在同一位置下自己的{ $need ->
    [main] 主注
    [tie] 和注
    [insurance] 保險投注
    [lucky-break] Lucky Break 投注
   *[side] { $need_title } 投注
}
round-seat-needs-main = { $game ->
    [lucky9] Lucky 9
    [blackjack] 二十一點
   *[stadium-blackjack] Stadium Blackjack
} 座位必須有主注
round-no-wager = 此{ $place ->
    [terminal] 終端機
   *[seat] 座位
}沒有投注
round-insurance-against-ace = R3.1：只有莊家明牌是 A 時才可買保險
round-dealer-wagers-off = R7.7：此賭枱不接受為莊家投注（dealer_wagers = false）
round-dealer-wager-needs = 為莊家下的{ $bet ->
    [main] 主注
    [tie] 和注
    [insurance] 保險
    [lucky-break] Lucky Break
   *[side] { $title }
}需要同一位置上{ $whose ->
    [player] 玩家自己的
   *[dealer] 為莊家下的
}{ $need ->
    [main] 主注
    [tie] 和注
    [insurance] 保險投注
    [lucky-break] Lucky Break 投注
   *[side] { $need_title } 投注
}（R6.1、R7.7）

## Paytables and stakes
round-not-a-bet-in-game = 「{ $bet }」不是 { $game ->
    [lucky9] Lucky 9
    [blackjack] 二十一點
   *[stadium-blackjack] Stadium Blackjack
} 的投注（可用：{ $bets }）
round-no-paytable-choice = { $game ->
    [lucky9] Lucky 9
    [blackjack] 二十一點
   *[stadium-blackjack] Stadium Blackjack
} 的「{ $bet }」沒有賠率表可選
round-no-paytable = 沒有代號為「{ $id }」的賠率表
round-paytable-other-bet = 賠率表「{ $id }」用於 { $games } 的 { $bet }，不是 { $game } 的 { $wanted }
round-stake-currency = R1.3：賠率表「{ $paytable }」的貨幣是 { $table }，但此牌局的貨幣是 { $round }
round-stake-decks = R1.2：賠率表「{ $paytable }」只適用於 { $allowed } 副牌，不適用於 { $decks } 副牌
round-stake-insurance = R1.3：保險 { $stake } 超過主注的一半（最多 { $limit }）
round-stake-fixed = R1.3：{ $bet ->
    [main] 主注
    [tie] 和注
    [insurance] 保險
    [lucky-break] Lucky Break
   *[side] { $title }
} 的注碼固定為 { $fixed }（賠率表「{ $paytable }」），不是 { $stake }
round-stake-below-minimum = R1.3：{ $stake } 低於 { $bet ->
    [main] 主注
    [tie] 和注
    [insurance] 保險
    [lucky-break] Lucky Break
   *[side] { $title }
} 的最低投注 { $min }（賠率表「{ $paytable }」）
round-stake-over-maximum = R1.3：{ $stake } 超過 { $bet ->
    [main] 主注
    [tie] 和注
    [insurance] 保險
    [lucky-break] Lucky Break
   *[side] { $title }
} 的最高投注 { $max }（賠率表「{ $paytable }」）

## Meters (R4.3)
round-progressive-unwagered = R4.3：填寫了 [progressive]，但沒有人下累積大獎投注
round-progressive-meter-missing = R4.3：有人下 21+3 Progressive，但沒有輸入累積獎金：請照枱面顯示輸入累積獎金
round-sob-meter-missing = R4.3：有人下 Suited or Booted，但沒有輸入它的累積獎金：請照枱面顯示輸入
round-progressive-meter-unwagered = R4.3：輸入了 21+3 Progressive 的累積獎金，但沒有人下 21+3 Progressive
round-sob-meter-unwagered = R4.3：輸入了 Suited or Booted 的累積獎金，但沒有人下 Suited or Booted
round-meter-below-reseed = R4.3：累積獎金 { $meter } 低於重設底金 { $reseed }
round-no-meter-entered = R4.3：沒有輸入累積獎金

## Settling: what every game checks
round-no-dealer-cards = 沒有莊家的牌
round-split-pair = { $rule }：第 { $hand } 手牌的第一張是 { $rank }，但分牌的對子是 { $pair }（split_on = { $split_on }）
round-missing = 缺少
round-first-two-missing = 缺少首兩張牌
round-no-paytable-for = { $bet } 沒有賠率表
round-side-needs-hole-card = { $title } 在莊家黑傑克時派彩：請輸入莊家的暗牌以結算
round-side-needs-dealer-hand = { $title } 按莊家最後的牌派彩：請輸入莊家的牌以結算（R3.3）
round-paytable-meter-without = 賠率表「{ $paytable }」從累積獎金派彩，但 { $bet } 沒有累積獎金
round-main-paytable-lacks-pay = 主注賠率表沒有「{ $pay }」的賠率
round-tie-paytable-lacks-pay = 和注賠率表沒有「tie」的賠率
round-not-lucky-break-paytable = 賠率表「{ $paytable }」不是 Lucky Break 賠率表
round-lucky-break-bust-off-table = R6.2：莊家爆牌 { $total } 點不在 Lucky Break 賠率表內（22-26）

## Lucky 9 (R2.2)
round-l9-dealer-must-draw = R2.2：莊家兩張牌共 { $total } 點；莊家 0-4 點必須補牌（少了一張牌）
round-l9-dealer-drew = R2.2：莊家在 { $total } 點時補牌；莊家 5-9 點停牌
round-l9-dealer-cards = R2.2：Lucky 9 莊家的牌是 2 張，補牌後 3 張，不會是 { $count } 張
round-l9-max-hands = R2.2：最多 { $max } 手牌（分牌三次），不是 { $count } 手
round-l9-nine-hit = R2.2：兩張牌 9 點不可要牌（{ $cards }）
round-l9-hand-cards = R2.2：Lucky 9 的手牌是 2 張，要牌一次後 3 張，不會是 { $count } 張
round-l9-split-hand-cards = R2.2：分牌後每手只發一張牌，不可要牌；第 { $hand } 手有 { $count } 張牌

## Blackjack (R1.8, R3.1, R3.3)
round-bj-dealer-two-cards = R3.3：莊家的牌最少有兩張
round-bj-after-dealer-blackjack = R1.8：莊家黑傑克之後不應再有牌
round-bj-dealer-drew = R3.3：莊家在{ $soft ->
    [yes] 軟
   *[no] {""}
}{ $total } 點時補牌（soft17 = { $soft17 }）：莊家此時應停牌
round-bj-max-hands = R3.1：最多 { $max } 手牌（max_hands），不是 { $count } 手
round-bj-aces-split-once = R3.1：A 只可分牌一次
round-bj-too-few-cards = R1.8：每手牌最少兩張；第 { $hand } 手只有 { $cards } 張
round-bj-split-aces-drew = R3.1：分開的 A 每手只發一張牌
round-bj-went-on-after = R1.8：這手牌在{ $bust ->
    [yes] 爆牌（{ $total } 點）
   *[no] 21 點
}之後仍繼續要牌
round-bj-double-cards = R3.1：加倍的手牌剛好三張，不是 { $cards } 張
round-bj-no-double-after-split = R3.1：此賭枱分牌後不可加倍（double_after_split = false）
round-bj-split-aces-doubled = R3.1：分開的 A 每手只發一張牌，不可加倍
round-bj-double-on = R3.1：double_on = { $double_on } 不容許在{ $soft ->
    [yes] 軟
   *[no] {""}
}{ $total } 點時加倍
round-bj-blackjack-doubled = R3.1：黑傑克直接派彩，不可加倍
round-bj-no-surrender = R3.1：此賭枱不可投降（surrender = none）
round-bj-surrender-late = R3.1：只可在未分牌的首兩張牌時投降
round-bj-blackjack-surrendered = R3.1：黑傑克不可投降
round-bj-acted-after-peek = R3.3：莊家驗牌時已是黑傑克，所以玩家都不能行動（每手都應是首兩張牌，沒有標記）
round-bj-even-money-ace = R3.1：只有玩家黑傑克對莊家 A 時才可平賠
round-bj-even-money-insurance = R3.1：平賠與保險不可同時選擇
round-bj-dealer-must-complete-for = R3.3：莊家的牌 { $cards } 停在{ $soft ->
    [yes] 軟
   *[no] {""}
}{ $total } 點，但莊家必須補牌（soft17 = { $soft17 }）：只要 { $title } 仍有投注未結算，即使所有玩家手牌都已結算，莊家也要完成補牌
round-bj-dealer-must-draw = R3.3：莊家停在{ $soft ->
    [yes] 軟
   *[no] {""}
}{ $total } 點，但必須補牌（soft17 = { $soft17 }）{ $lucky_break ->
    [yes] ；只要 Lucky Break 仍有投注未結算，莊家就要完成補牌
   *[no] {""}
}
round-no-hand-to-settle = 沒有手牌

## Stadium Blackjack (R7)
round-stadium-player-cards-needed = R7.1：需要兩張共用的玩家牌
round-stadium-dealer-card-missing = R7.1：缺少莊家第 1 張牌
round-stadium-dealer-card-1-missing = 缺少莊家第 1 張牌
round-stadium-insurance-decision-missing = R7.2：莊家第 1 張牌是 A，所以第一個決定必須是 insurance、no-insurance 或（有黑傑克時）even-money；但沒有任何決定
round-stadium-hand-needs-community = 終端機 { $terminal }：第 { $hand } 手牌需要公共牌 C{ $card }，但只發了 { $drawn } 張
round-stadium-dealer-needs-community = 終端機 { $terminal }：莊家最少還需要一張公共牌（C{ $card }）；但只發了 { $drawn } 張
round-stadium-decision-missing = R7.2：第 { $hand } 手牌（{ $kind ->
    [blackjack] 黑傑克
    [bust] 爆牌 { $total } 點
    [soft] 軟 { $total } 點
   *[hard] { $total } 點
}，{ $ranks }）需要一個決定，但已沒有剩下的決定
round-split-empty-hand = 不能把空的手牌分牌
round-decision = 第 { $index } 個決定「{ $word }」：{ $why ->
    [not-a-word] 不是決定用語（hit stand double split surrender insurance no-insurance even-money timeout split-dealer double-dealer）
    [no-main] R7.2：終端機自己沒有二十一點投注，就沒有手牌，也不作決定
    [blackjack-choice] R7.2：有黑傑克時只可選 even-money 或 no-insurance
    [even-money] R7.2：只有黑傑克才可平賠
    [ace-first] R7.2：莊家第 1 張牌是 A，所以第一個決定必須是 insurance、no-insurance、even-money 或 timeout
    [left-over] R7.2：所有手牌完成後仍有剩餘的決定
    [follows-only] R7.7：只可緊接在它跟隨的分牌或加倍之後
    [insurance-first] R7.2：保險決定必須排第一，且只在莊家第 1 張牌是 A 時才有
    [double-first-two] R7.4：只可在手牌的首兩張牌時加倍
    [double-ace] R7.4：手牌中有 A 時不可加倍
    [double-on] R7.4：double_on = { $double_on } 不容許在 { $total } 點時加倍
    [double-after-split] R7.4：分牌後不可加倍（double_after_split = false）
    [dealer-follows] R7.7：只在 dealer_double_split = true 且這手牌有為莊家投注時才可用
    [split-pair] R7.4：只有首兩張牌是對子時才可分牌（split_on = { $split_on }）
    [max-hands] R7.4：最多 { $max } 手牌（max_hands）
    [aces-once] R7.4：A 只可分牌一次
    [surrender-disabled] R7.4：此賭枱不可投降
   *[surrender-late] R7.4：只可在未分牌的首兩張牌時投降
}

## A field named for the window ("Seat 1, hand 2")
round-field-seat = { $place ->
    [terminal] 終端機
   *[seat] 座位
} { $number }{ $part ->
    [none] {""}
    [hands] ，手牌
    [decisions] ，決定
    [even-money] ，平賠
    [hand] ，第 { $hand } 手牌
    [wager] ，{ $bet ->
    [main] 主注
    [tie] 和注
    [insurance] 保險
    [lucky-break] Lucky Break
   *[side] { $title }
}
    [dealer-wager] ，為莊家下的{ $bet ->
    [main] 主注
    [tie] 和注
    [insurance] 保險
    [lucky-break] Lucky Break
   *[side] { $title }
}
   *[other] ，{ $other }
}
round-field-paytable = { $bet ->
    [main] 主注
    [tie] 和注
    [insurance] 保險
    [lucky-break] Lucky Break
   *[side] { $title }
}賠率表
round-field-dealer-cards = { $game ->
    [stadium-blackjack] 莊家第 1 張牌
   *[other] 莊家的牌
}
round-field-player-cards = 玩家第 1、2 張牌
round-field-community-cards = 公共牌
round-field-cards = 牌
round-field-decks = 副牌數
round-field-game = 遊戲
round-field-table = 賭枱
round-field-date = 日期
round-field-rack = 籌碼架
round-field-progressive-meter = 21+3 Progressive 累積獎金
round-field-sob-meter = Suited or Booted 累積獎金
round-field-declared-suit = 指定花色
