# 练习题的问题及回馈（视窗的「练习」画面及练习卷的题目）。金额、投注名称、赔率（「3 to 2」）
# 及筹码颜色均已格式化，原样带入；注码可以是金额，也可以是一叠筹码。

## 难度
practice-level-easy = 简单
practice-level-standard = 标准
practice-level-hard = 困难
practice-level-chip-stacks = 筹码堆

## 「派彩」：标示的投注及问题
practice-seat = 座位 { $seat }
practice-terminal = 终端机 { $seat }
practice-wager = { $place } · { $bet } { $stake }
practice-wager-for-dealer = { $place } · 为庄家下的 { $bet } { $stake }
practice-wager-split = { $place } · { $bet } { $stake }，{ $split }
practice-wager-for-dealer-split = { $place } · 为庄家下的 { $bet } { $stake }，{ $split }
practice-split-hand = 分牌后第 { $hand } 手
practice-split-tie = （一注，随分牌后第 1 手）
practice-split-pair = （按原来发出的对子计一注，不按分牌后每手计）
practice-pay-it-prompt = { $wager }：应派多少（连本金）？
practice-stake-doubled = { $half } + { $half }（加倍）
practice-stake-doubled-stack = { $half }，两份（加倍）
practice-stack = 一叠筹码：{ $chips }
practice-chips-coloured = { $count } 枚 { $colour }
practice-chips = { $count } 枚筹码
practice-list-separator = 、

## 「派彩」：回馈
practice-pay-it-right = 正确：派 { $paid }（连本金）
practice-pay-it-amount-right = 金额正确（连本金 { $paid }）
practice-pay-it-wrong = 应派 { $paid }（连本金），不是 { $typed }（净赢 { $net }）
practice-pay-it-solution = 应派 { $paid }（连本金）（净赢 { $net }）
practice-pay-it-and-chips = { $amount } · { $chips }
practice-chips-right = 筹码正确
practice-chips-right-as = 筹码正确（荷官会派：{ $dealer }）
practice-chips-wrong-winnings = 筹码错误：合共 { $made }，而赢得金额是 { $owed }（{ $dealer }）
practice-chips-wrong-whole = 筹码错误：合共 { $made }，而全数派彩是 { $owed }（{ $dealer }）
practice-no-chips = 无筹码

## 答错金额背后最可能的错误
practice-mistake-not-doubled = 你按未加倍的手牌派彩：此手注码是 { $stake }，即原注加上加倍
practice-mistake-net-only = 你只派了净赢 { $net }，漏了一并退回的本金 { $stake }
practice-mistake-blackjack-even = 你以 1赔1 派黑杰克（{ $paid }）；黑杰克应 { $odds }
practice-mistake-base-only = 你只派了基本 { $base }赔1（{ $won }），漏了另加的同花色奖金
practice-mistake-bonus-only = 你只派了同花色奖金，漏了它所加上的基本 { $base }赔1（{ $won }）
practice-mistake-tier = 你派了 { $tier }（{ $odds }，{ $paid }）；这手牌应派 { $own }
practice-mistake-tier-no-win = 你派了 { $tier }（{ $odds }，{ $paid }）；这手牌没有赢

## 「找出派错」
practice-mispay-none-right = 正确：每一行都派对了
practice-mispay-none = 每一行都派对了
practice-mispay-found = 正确。第 { $line } 行派错：荷官 { $how } — 派了 { $paid }，此行应派 { $pays }
practice-mispay-was = 第 { $line } 行派错：荷官 { $how } — 派了 { $paid }，此行应派 { $pays }
practice-mispay-line-right = 第 { $line } 行派对了：{ $why }

## 「点数」
practice-count-right = 正确：{ $answer }
practice-count-wrong = 答案是 { $answer }，不是 { $typed }
practice-count-solution = 答案是 { $answer }
practice-answer-blackjack = 黑杰克
practice-answer-bust = 爆牌（{ $total }）
practice-answer-soft = 软 { $total }
practice-answer-hard = 硬 { $total }
practice-answer-unsuited = { $total }，不同花色
practice-answer-suited = { $total }，{ $suited } 张同花色
practice-answer-no-cards = 无

## 考试
practice-time-ran-out = 时间到 · { $solution }

## 「点数」：问题
practice-count-hand-value = 这手 Lucky 9 牌是几点？
practice-count-lucky-or-natural = 两张牌 9 点：Lucky 9 还是 Natural 9？
practice-count-blackjack-total = 这手二十一点牌：软点还是硬点，总点数多少？
practice-count-was-split = 这手是分牌后的牌（分牌后的 21 点不算黑杰克，R3.2）
practice-count-bust = 庄家爆牌：Lucky Break 的爆牌点数是多少，有几张同花色？
practice-count-suited-all-one-suit = 只有庄家所有牌同一花色时才计同花色（suited_count = { $option }）
practice-count-suited-largest-group = 同花色按同一花色最多的一组计（suited_count = { $option }）
practice-count-community = 终端机 { $terminal }：其庄家取哪几张公共牌？
practice-count-decisions = 其玩家决定：{ $decisions }
practice-count-no-decisions = 其玩家决定：无需决定
practice-count-hands = 其手牌：{ $hands }
practice-count-hand = 手牌
practice-count-dealer = 庄家

## 「找出派错」：荷官做错了甚么（接在「荷官」之后）
practice-mispay-how-even = 把 { $odds } 按 1赔1 派彩
practice-mispay-how-insurance = 退回保险注码，而不是按 2赔1 派彩
practice-mispay-how-multiplier = 按 { $base }赔1 × { $multiplier } 派彩，而不是 { $base }赔1 + { $base }赔1 × { $multiplier }
practice-mispay-how-push = 把和局当赢派彩
practice-mispay-how-split-twice = 分牌后每手各派一次（{ $paid } 派了两次）
practice-mispay-how-tier = 按 { $paid }（{ $odds }）派彩，而不是 { $right }（{ $right_odds }）
practice-mispay-how-community = 按由 C1 起计的庄家牌 { $cards } 派彩，但此终端机的手牌已取了 C1 至 C{ $last }

## 题目类别（进度及温习列表）
practice-item-label = { $game } · { $drill } · { $what }
practice-drill-pay-it = 派彩
practice-drill-spot-the-mispay = 找出派错
practice-drill-count-it = 点数
practice-item-bet = { $bet }：{ $what }
practice-item-bet-for-dealer = 为庄家下的 { $bet }：{ $what }
practice-item-lucky-9 = Lucky 9（3赔2）
practice-item-blackjack = 黑杰克
practice-item-even-money = 平赔
practice-item-dealer-blackjack-partial = 庄家黑杰克时已加倍或分牌的手牌
practice-item-no-win = 没有中任何一级
practice-item-envy = 妒忌奖金
practice-item-unsuited = 庄家爆牌，不同花色
practice-item-suited-5-or-more = 庄家爆牌，5 张或以上同花色
practice-item-suited = 庄家爆牌，{ $count } 张同花色
practice-item-doubled = 已加倍的手牌，{ $result }
practice-item-all-correct = 每一行都派对了
practice-error-three-to-two-as-even = 3赔2 按 1赔1 派彩
practice-error-insurance-returned = 保险退回本金而不是按 2赔1 派彩
practice-error-multiplier-replaces-base = Lucky Break 倍数取代了基本赔率
practice-error-wrong-tier = Bonus 9 或 TriLux 派错级别
practice-error-push-paid-as-win = 和局当赢派彩
practice-error-community-card-wrong-hand = 公共牌算错给另一手
practice-error-split-side-bet-twice = 分牌后的边注派了两次
practice-counted-hand-value = Lucky 9 手牌点数
practice-counted-lucky-or-natural = Lucky 9 还是 Natural 9
practice-counted-soft-total = 软点数
practice-counted-hard-total = 硬点数
practice-counted-bust-and-suited = 庄家 Lucky Break 爆牌点数及同花色张数
practice-counted-dealer-community = 终端机的庄家取哪几张公共牌
