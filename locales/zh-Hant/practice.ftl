# 練習題的問題及回饋（視窗的「練習」畫面及練習卷的題目）。金額、投注名稱、賠率（「3 to 2」）
# 及籌碼顏色均已格式化，原樣帶入；注碼可以是金額，也可以是一疊籌碼。

## 難度
practice-level-easy = 簡單
practice-level-standard = 標準
practice-level-hard = 困難
practice-level-chip-stacks = 籌碼堆

## 「派彩」：標示的投注及問題
practice-seat = 座位 { $seat }
practice-terminal = 終端機 { $seat }
practice-wager = { $place } · { $bet } { $stake }
practice-wager-for-dealer = { $place } · 為莊家下的 { $bet } { $stake }
practice-wager-split = { $place } · { $bet } { $stake }，{ $split }
practice-wager-for-dealer-split = { $place } · 為莊家下的 { $bet } { $stake }，{ $split }
practice-split-hand = 分牌後第 { $hand } 手
practice-split-tie = （一注，隨分牌後第 1 手）
practice-split-pair = （按原來發出的對子計一注，不按分牌後每手計）
practice-pay-it-prompt = { $wager }：應派多少（連本金）？
practice-stake-doubled = { $half } + { $half }（加倍）
practice-stake-doubled-stack = { $half }，兩份（加倍）
practice-stack = 一疊籌碼：{ $chips }
practice-chips-coloured = { $count } 枚 { $colour }
practice-chips = { $count } 枚籌碼
practice-list-separator = 、

## 「派彩」：回饋
practice-pay-it-right = 正確：派 { $paid }（連本金）
practice-pay-it-amount-right = 金額正確（連本金 { $paid }）
practice-pay-it-wrong = 應派 { $paid }（連本金），不是 { $typed }（淨贏 { $net }）
practice-pay-it-solution = 應派 { $paid }（連本金）（淨贏 { $net }）
practice-pay-it-and-chips = { $amount } · { $chips }
practice-chips-right = 籌碼正確
practice-chips-right-as = 籌碼正確（荷官會派：{ $dealer }）
practice-chips-wrong-winnings = 籌碼錯誤：合共 { $made }，而贏得金額是 { $owed }（{ $dealer }）
practice-chips-wrong-whole = 籌碼錯誤：合共 { $made }，而全數派彩是 { $owed }（{ $dealer }）
practice-no-chips = 無籌碼

## 答錯金額背後最可能的錯誤
practice-mistake-not-doubled = 你按未加倍的手牌派彩：此手注碼是 { $stake }，即原注加上加倍
practice-mistake-net-only = 你只派了淨贏 { $net }，漏了一併退回的本金 { $stake }
practice-mistake-blackjack-even = 你以 1賠1 派黑傑克（{ $paid }）；黑傑克應 { $odds }
practice-mistake-base-only = 你只派了基本 { $base }賠1（{ $won }），漏了另加的同花色獎金
practice-mistake-bonus-only = 你只派了同花色獎金，漏了它所加上的基本 { $base }賠1（{ $won }）
practice-mistake-tier = 你派了 { $tier }（{ $odds }，{ $paid }）；這手牌應派 { $own }
practice-mistake-tier-no-win = 你派了 { $tier }（{ $odds }，{ $paid }）；這手牌沒有贏

## 「找出派錯」
practice-mispay-none-right = 正確：每一行都派對了
practice-mispay-none = 每一行都派對了
practice-mispay-found = 正確。第 { $line } 行派錯：荷官 { $how } — 派了 { $paid }，此行應派 { $pays }
practice-mispay-was = 第 { $line } 行派錯：荷官 { $how } — 派了 { $paid }，此行應派 { $pays }
practice-mispay-line-right = 第 { $line } 行派對了：{ $why }

## 「點數」
practice-count-right = 正確：{ $answer }
practice-count-wrong = 答案是 { $answer }，不是 { $typed }
practice-count-solution = 答案是 { $answer }
practice-answer-blackjack = 黑傑克
practice-answer-bust = 爆牌（{ $total }）
practice-answer-soft = 軟 { $total }
practice-answer-hard = 硬 { $total }
practice-answer-unsuited = { $total }，不同花色
practice-answer-suited = { $total }，{ $suited } 張同花色
practice-answer-no-cards = 無

## 考試
practice-time-ran-out = 時間到 · { $solution }

## 「點數」：問題
practice-count-hand-value = 這手 Lucky 9 牌是幾點？
practice-count-lucky-or-natural = 兩張牌 9 點：Lucky 9 還是 Natural 9？
practice-count-blackjack-total = 這手二十一點牌：軟點還是硬點，總點數多少？
practice-count-was-split = 這手是分牌後的牌（分牌後的 21 點不算黑傑克，R3.2）
practice-count-bust = 莊家爆牌：Lucky Break 的爆牌點數是多少，有幾張同花色？
practice-count-suited-all-one-suit = 只有莊家所有牌同一花色時才計同花色（suited_count = { $option }）
practice-count-suited-largest-group = 同花色按同一花色最多的一組計（suited_count = { $option }）
practice-count-community = 終端機 { $terminal }：其莊家取哪幾張公共牌？
practice-count-decisions = 其玩家決定：{ $decisions }
practice-count-no-decisions = 其玩家決定：無需決定
practice-count-hands = 其手牌：{ $hands }
practice-count-hand = 手牌
practice-count-dealer = 莊家

## 「找出派錯」：荷官做錯了甚麼（接在「荷官」之後）
practice-mispay-how-even = 把 { $odds } 按 1賠1 派彩
practice-mispay-how-insurance = 退回保險注碼，而不是按 2賠1 派彩
practice-mispay-how-multiplier = 按 { $base }賠1 × { $multiplier } 派彩，而不是 { $base }賠1 + { $base }賠1 × { $multiplier }
practice-mispay-how-push = 把和局當贏派彩
practice-mispay-how-split-twice = 分牌後每手各派一次（{ $paid } 派了兩次）
practice-mispay-how-tier = 按 { $paid }（{ $odds }）派彩，而不是 { $right }（{ $right_odds }）
practice-mispay-how-community = 按由 C1 起計的莊家牌 { $cards } 派彩，但此終端機的手牌已取了 C1 至 C{ $last }

## 題目類別（進度及溫習列表）
practice-item-label = { $game } · { $drill } · { $what }
practice-drill-pay-it = 派彩
practice-drill-spot-the-mispay = 找出派錯
practice-drill-count-it = 點數
practice-item-bet = { $bet }：{ $what }
practice-item-bet-for-dealer = 為莊家下的 { $bet }：{ $what }
practice-item-lucky-9 = Lucky 9（3賠2）
practice-item-blackjack = 黑傑克
practice-item-even-money = 平賠
practice-item-dealer-blackjack-partial = 莊家黑傑克時已加倍或分牌的手牌
practice-item-no-win = 沒有中任何一級
practice-item-envy = 妒忌獎金
practice-item-unsuited = 莊家爆牌，不同花色
practice-item-suited-5-or-more = 莊家爆牌，5 張或以上同花色
practice-item-suited = 莊家爆牌，{ $count } 張同花色
practice-item-doubled = 已加倍的手牌，{ $result }
practice-item-all-correct = 每一行都派對了
practice-error-three-to-two-as-even = 3賠2 按 1賠1 派彩
practice-error-insurance-returned = 保險退回本金而不是按 2賠1 派彩
practice-error-multiplier-replaces-base = Lucky Break 倍數取代了基本賠率
practice-error-wrong-tier = Bonus 9 或 TriLux 派錯級別
practice-error-push-paid-as-win = 和局當贏派彩
practice-error-community-card-wrong-hand = 公共牌算錯給另一手
practice-error-split-side-bet-twice = 分牌後的邊注派了兩次
practice-counted-hand-value = Lucky 9 手牌點數
practice-counted-lucky-or-natural = Lucky 9 還是 Natural 9
practice-counted-soft-total = 軟點數
practice-counted-hard-total = 硬點數
practice-counted-bust-and-suited = 莊家 Lucky Break 爆牌點數及同花色張數
practice-counted-dealer-community = 終端機的莊家取哪幾張公共牌
