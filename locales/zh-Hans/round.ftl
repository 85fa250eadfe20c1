# 牌局文件（或在窗口中输入的牌局）被拒绝的原因：牌局读取程序或游戏规则在结算时发现的错误，并引用规则编号（RULES.md）。读取程序会加上文件、行号及字段。

## The round file: game, decks, header
round-decks-not-allowed = R1.2：{ $decks } 不是 { $game ->
    [lucky9] Lucky 9
    [blackjack] 二十一点
   *[stadium-blackjack] Stadium Blackjack
} 可用的副牌数（{ $allowed ->
    [pair] { $lowest } 或 { $highest }
   *[range] { $lowest } 至 { $highest }
}）
round-no-house-rules = 没有代号为“{ $id }”的场馆规则文件
round-house-rules-other-game = “{ $id }”是 { $rules ->
    [lucky9] Lucky 9
    [blackjack] 二十一点
   *[stadium-blackjack] Stadium Blackjack
} 的规则，不是 { $game ->
    [lucky9] Lucky 9
    [blackjack] 二十一点
   *[stadium-blackjack] Stadium Blackjack
} 的
round-operator-file-unusable = 场馆自订的{ $what ->
    [paytable] 赔率表
   *[house-rules] 场馆规则文件
}“{ $id }”无法使用，所以此牌局不予结算（也不会改用出厂赔率）：{ $why }

## Cards
round-dealer-cards-missing = 缺少庄家的牌
round-no-shared-cards = { $game ->
    [lucky9] Lucky 9
    [blackjack] 二十一点
   *[stadium-blackjack] Stadium Blackjack
} 没有共用的玩家牌或公共牌（只有 Stadium 才有）
round-stadium-needs-player-cards = Stadium 需要共用的玩家牌（玩家第 1 张、第 2 张牌）
round-stadium-two-player-cards = R7.1：共用的玩家牌必须刚好两张，而不是 { $count } 张
round-stadium-one-dealer-card = R7.1：Stadium 的庄家只有一张牌，其余来自公共牌（现有 { $count } 张）

## Seats and hands
round-no-seat = 此牌局没有 [[seat]]
round-seat-twice = R1.8：有两个座位的号码都是 { $number }
round-not-a-seat-number = { $number } 不是座位号码（须为 1 或以上）
round-even-money-not-here = { $game ->
    [lucky9] Lucky 9
    [blackjack] 二十一点
   *[stadium-blackjack] Stadium Blackjack
} 没有 even_money 键（只适用于二十一点；Stadium 用 even-money 决定）
round-terminal-takes-decisions = Stadium 终端机用 `decisions`，不用 `hands`（R7.2）
round-decisions-missing = R7.2：终端机需要 `decisions` 键（不需作决定时写 ""）
round-seat-takes-hands = { $game ->
    [lucky9] Lucky 9
    [blackjack] 二十一点
   *[stadium-blackjack] Stadium Blackjack
} 座位用 `hands`，不用 `decisions`（只有 Stadium 才用）
round-hands-missing = 缺少此座位的手牌
round-no-hand = 此座位没有手牌
round-hand-no-cards = 这手牌没有纸牌
round-mark-in-game = “{ $mark }”是二十一点的标记；{ $game ->
    [lucky9] Lucky 9
    [blackjack] 二十一点
   *[stadium-blackjack] Stadium Blackjack
} 的手牌只写纸牌
round-mark-not-last = “{ $mark }”是标记：一手牌只可有一个标记，写在纸牌之后（"8S 3D 10C double"）

## Wagers and which bets need which
round-bet-unusable = 投注“{ $bet }”无法下注：它的场馆自订赔率表文件未能载入，所以此牌局不予结算：{ $why }
round-no-dealer-wagers = { $game ->
    [lucky9] Lucky 9
    [blackjack] 二十一点
   *[stadium-blackjack] Stadium Blackjack
} 不接受为庄家投注
round-not-a-bet = “{ $name }”不是 { $game ->
    [lucky9] Lucky 9
    [blackjack] 二十一点
   *[stadium-blackjack] Stadium Blackjack
} 的{ $party ->
    [dealer] 为庄家投注
   *[player] 投注
}（可用：{ $bets }）
round-bet-needs-own = { $bet ->
    [main] 主注
    [tie] 和注
    [insurance] 保险
    [lucky-break] Lucky Break
   *[side] { $title }
} 需要玩家在同一位置下自己的{ $need ->
    [main] 主注
    [tie] 和注
    [insurance] 保险投注
    [lucky-break] Lucky Break 投注
   *[side] { $need_title } 投注
}
round-seat-needs-main = { $game ->
    [lucky9] Lucky 9
    [blackjack] 二十一点
   *[stadium-blackjack] Stadium Blackjack
} 座位必须有主注
round-no-wager = 此{ $place ->
    [terminal] 终端机
   *[seat] 座位
}没有投注
round-insurance-against-ace = R3.1：只有庄家明牌是 A 时才可买保险
round-dealer-wagers-off = R7.7：此赌台不接受为庄家投注（dealer_wagers = false）
round-dealer-wager-needs = 为庄家下的{ $bet ->
    [main] 主注
    [tie] 和注
    [insurance] 保险
    [lucky-break] Lucky Break
   *[side] { $title }
}需要同一位置上{ $whose ->
    [player] 玩家自己的
   *[dealer] 为庄家下的
}{ $need ->
    [main] 主注
    [tie] 和注
    [insurance] 保险投注
    [lucky-break] Lucky Break 投注
   *[side] { $need_title } 投注
}（R6.1、R7.7）

## Paytables and stakes
round-not-a-bet-in-game = “{ $bet }”不是 { $game ->
    [lucky9] Lucky 9
    [blackjack] 二十一点
   *[stadium-blackjack] Stadium Blackjack
} 的投注（可用：{ $bets }）
round-no-paytable-choice = { $game ->
    [lucky9] Lucky 9
    [blackjack] 二十一点
   *[stadium-blackjack] Stadium Blackjack
} 的“{ $bet }”没有赔率表可选
round-no-paytable = 没有代号为“{ $id }”的赔率表
round-paytable-other-bet = 赔率表“{ $id }”用于 { $games } 的 { $bet }，不是 { $game } 的 { $wanted }
round-stake-currency = R1.3：赔率表“{ $paytable }”的货币是 { $table }，但此牌局的货币是 { $round }
round-stake-decks = R1.2：赔率表“{ $paytable }”只适用于 { $allowed } 副牌，不适用于 { $decks } 副牌
round-stake-insurance = R1.3：保险 { $stake } 超过主注的一半（最多 { $limit }）
round-stake-fixed = R1.3：{ $bet ->
    [main] 主注
    [tie] 和注
    [insurance] 保险
    [lucky-break] Lucky Break
   *[side] { $title }
} 的注码固定为 { $fixed }（赔率表“{ $paytable }”），不是 { $stake }
round-stake-below-minimum = R1.3：{ $stake } 低于 { $bet ->
    [main] 主注
    [tie] 和注
    [insurance] 保险
    [lucky-break] Lucky Break
   *[side] { $title }
} 的最低投注 { $min }（赔率表“{ $paytable }”）
round-stake-over-maximum = R1.3：{ $stake } 超过 { $bet ->
    [main] 主注
    [tie] 和注
    [insurance] 保险
    [lucky-break] Lucky Break
   *[side] { $title }
} 的最高投注 { $max }（赔率表“{ $paytable }”）

## Meters (R4.3)
round-progressive-unwagered = R4.3：填写了 [progressive]，但没有人下累积大奖投注
round-progressive-meter-missing = R4.3：有人下 21+3 Progressive，但没有输入累积奖金：请照枱面显示输入累积奖金
round-sob-meter-missing = R4.3：有人下 Suited or Booted，但没有输入它的累积奖金：请照枱面显示输入
round-progressive-meter-unwagered = R4.3：输入了 21+3 Progressive 的累积奖金，但没有人下 21+3 Progressive
round-sob-meter-unwagered = R4.3：输入了 Suited or Booted 的累积奖金，但没有人下 Suited or Booted
round-meter-below-reseed = R4.3：累积奖金 { $meter } 低于重设底金 { $reseed }
round-no-meter-entered = R4.3：没有输入累积奖金

## Settling: what every game checks
round-no-dealer-cards = 没有庄家的牌
round-split-pair = { $rule }：第 { $hand } 手牌的第一张是 { $rank }，但分牌的对子是 { $pair }（split_on = { $split_on }）
round-missing = 缺少
round-first-two-missing = 缺少首两张牌
round-no-paytable-for = { $bet } 没有赔率表
round-side-needs-hole-card = { $title } 在庄家黑杰克时派彩：请输入庄家的暗牌以结算
round-side-needs-dealer-hand = { $title } 按庄家最后的牌派彩：请输入庄家的牌以结算（R3.3）
round-paytable-meter-without = 赔率表“{ $paytable }”从累积奖金派彩，但 { $bet } 没有累积奖金
round-main-paytable-lacks-pay = 主注赔率表没有“{ $pay }”的赔率
round-tie-paytable-lacks-pay = 和注赔率表没有“tie”的赔率
round-not-lucky-break-paytable = 赔率表“{ $paytable }”不是 Lucky Break 赔率表
round-lucky-break-bust-off-table = R6.2：庄家爆牌 { $total } 点不在 Lucky Break 赔率表内（22-26）

## Lucky 9 (R2.2)
round-l9-dealer-must-draw = R2.2：庄家两张牌共 { $total } 点；庄家 0-4 点必须补牌（少了一张牌）
round-l9-dealer-drew = R2.2：庄家在 { $total } 点时补牌；庄家 5-9 点停牌
round-l9-dealer-cards = R2.2：Lucky 9 庄家的牌是 2 张，补牌后 3 张，不会是 { $count } 张
round-l9-max-hands = R2.2：最多 { $max } 手牌（分牌三次），不是 { $count } 手
round-l9-nine-hit = R2.2：两张牌 9 点不可要牌（{ $cards }）
round-l9-hand-cards = R2.2：Lucky 9 的手牌是 2 张，要牌一次后 3 张，不会是 { $count } 张
round-l9-split-hand-cards = R2.2：分牌后每手只发一张牌，不可要牌；第 { $hand } 手有 { $count } 张牌

## Blackjack (R1.8, R3.1, R3.3)
round-bj-dealer-two-cards = R3.3：庄家的牌最少有两张
round-bj-after-dealer-blackjack = R1.8：庄家黑杰克之后不应再有牌
round-bj-dealer-drew = R3.3：庄家在{ $soft ->
    [yes] 软
   *[no] {""}
}{ $total } 点时补牌（soft17 = { $soft17 }）：庄家此时应停牌
round-bj-max-hands = R3.1：最多 { $max } 手牌（max_hands），不是 { $count } 手
round-bj-aces-split-once = R3.1：A 只可分牌一次
round-bj-too-few-cards = R1.8：每手牌最少两张；第 { $hand } 手只有 { $cards } 张
round-bj-split-aces-drew = R3.1：分开的 A 每手只发一张牌
round-bj-went-on-after = R1.8：这手牌在{ $bust ->
    [yes] 爆牌（{ $total } 点）
   *[no] 21 点
}之后仍继续要牌
round-bj-double-cards = R3.1：加倍的手牌刚好三张，不是 { $cards } 张
round-bj-no-double-after-split = R3.1：此赌台分牌后不可加倍（double_after_split = false）
round-bj-split-aces-doubled = R3.1：分开的 A 每手只发一张牌，不可加倍
round-bj-double-on = R3.1：double_on = { $double_on } 不容许在{ $soft ->
    [yes] 软
   *[no] {""}
}{ $total } 点时加倍
round-bj-blackjack-doubled = R3.1：黑杰克直接派彩，不可加倍
round-bj-no-surrender = R3.1：此赌台不可投降（surrender = none）
round-bj-surrender-late = R3.1：只可在未分牌的首两张牌时投降
round-bj-blackjack-surrendered = R3.1：黑杰克不可投降
round-bj-acted-after-peek = R3.3：庄家验牌时已是黑杰克，所以玩家都不能行动（每手都应是首两张牌，没有标记）
round-bj-even-money-ace = R3.1：只有玩家黑杰克对庄家 A 时才可平赔
round-bj-even-money-insurance = R3.1：平赔与保险不可同时选择
round-bj-dealer-must-complete-for = R3.3：庄家的牌 { $cards } 停在{ $soft ->
    [yes] 软
   *[no] {""}
}{ $total } 点，但庄家必须补牌（soft17 = { $soft17 }）：只要 { $title } 仍有投注未结算，即使所有玩家手牌都已结算，庄家也要完成补牌
round-bj-dealer-must-draw = R3.3：庄家停在{ $soft ->
    [yes] 软
   *[no] {""}
}{ $total } 点，但必须补牌（soft17 = { $soft17 }）{ $lucky_break ->
    [yes] ；只要 Lucky Break 仍有投注未结算，庄家就要完成补牌
   *[no] {""}
}
round-no-hand-to-settle = 没有手牌

## Stadium Blackjack (R7)
round-stadium-player-cards-needed = R7.1：需要两张共用的玩家牌
round-stadium-dealer-card-missing = R7.1：缺少庄家第 1 张牌
round-stadium-dealer-card-1-missing = 缺少庄家第 1 张牌
round-stadium-insurance-decision-missing = R7.2：庄家第 1 张牌是 A，所以第一个决定必须是 insurance、no-insurance 或（有黑杰克时）even-money；但没有任何决定
round-stadium-hand-needs-community = 终端机 { $terminal }：第 { $hand } 手牌需要公共牌 C{ $card }，但只发了 { $drawn } 张
round-stadium-dealer-needs-community = 终端机 { $terminal }：庄家最少还需要一张公共牌（C{ $card }）；但只发了 { $drawn } 张
round-stadium-decision-missing = R7.2：第 { $hand } 手牌（{ $kind ->
    [blackjack] 黑杰克
    [bust] 爆牌 { $total } 点
    [soft] 软 { $total } 点
   *[hard] { $total } 点
}，{ $ranks }）需要一个决定，但已没有剩下的决定
round-split-empty-hand = 不能把空的手牌分牌
round-decision = 第 { $index } 个决定“{ $word }”：{ $why ->
    [not-a-word] 不是决定用语（hit stand double split surrender insurance no-insurance even-money timeout split-dealer double-dealer）
    [no-main] R7.2：终端机自己没有二十一点投注，就没有手牌，也不作决定
    [blackjack-choice] R7.2：有黑杰克时只可选 even-money 或 no-insurance
    [even-money] R7.2：只有黑杰克才可平赔
    [ace-first] R7.2：庄家第 1 张牌是 A，所以第一个决定必须是 insurance、no-insurance、even-money 或 timeout
    [left-over] R7.2：所有手牌完成后仍有剩余的决定
    [follows-only] R7.7：只可紧接在它跟随的分牌或加倍之后
    [insurance-first] R7.2：保险决定必须排第一，且只在庄家第 1 张牌是 A 时才有
    [double-first-two] R7.4：只可在手牌的首两张牌时加倍
    [double-ace] R7.4：手牌中有 A 时不可加倍
    [double-on] R7.4：double_on = { $double_on } 不容许在 { $total } 点时加倍
    [double-after-split] R7.4：分牌后不可加倍（double_after_split = false）
    [dealer-follows] R7.7：只在 dealer_double_split = true 且这手牌有为庄家投注时才可用
    [split-pair] R7.4：只有首两张牌是对子时才可分牌（split_on = { $split_on }）
    [max-hands] R7.4：最多 { $max } 手牌（max_hands）
    [aces-once] R7.4：A 只可分牌一次
    [surrender-disabled] R7.4：此赌台不可投降
   *[surrender-late] R7.4：只可在未分牌的首两张牌时投降
}

## A field named for the window ("Seat 1, hand 2")
round-field-seat = { $place ->
    [terminal] 终端机
   *[seat] 座位
} { $number }{ $part ->
    [none] {""}
    [hands] ，手牌
    [decisions] ，决定
    [even-money] ，平赔
    [hand] ，第 { $hand } 手牌
    [wager] ，{ $bet ->
    [main] 主注
    [tie] 和注
    [insurance] 保险
    [lucky-break] Lucky Break
   *[side] { $title }
}
    [dealer-wager] ，为庄家下的{ $bet ->
    [main] 主注
    [tie] 和注
    [insurance] 保险
    [lucky-break] Lucky Break
   *[side] { $title }
}
   *[other] ，{ $other }
}
round-field-paytable = { $bet ->
    [main] 主注
    [tie] 和注
    [insurance] 保险
    [lucky-break] Lucky Break
   *[side] { $title }
}赔率表
round-field-dealer-cards = { $game ->
    [stadium-blackjack] 庄家第 1 张牌
   *[other] 庄家的牌
}
round-field-player-cards = 玩家第 1、2 张牌
round-field-community-cards = 公共牌
round-field-cards = 牌
round-field-decks = 副牌数
round-field-game = 游戏
round-field-table = 赌台
round-field-date = 日期
round-field-rack = 筹码架
round-field-progressive-meter = 21+3 Progressive 累积奖金
round-field-sob-meter = Suited or Booted 累积奖金
round-field-declared-suit = 指定花色
