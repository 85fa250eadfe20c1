# 分析（`pitpay analyze`、赔率表画面的数字）被拒绝的原因：各说明要更改什么。规则编号为 RULES.md 的编号。

analysis-error-decks = { $id } 只用 { $allowed } 副牌发牌，不是 { $decks } 副（R1.2）
analysis-error-decks-or = { $rest } 或 { $last }
analysis-error-by-strategy = { $id } 是 { $games } 的主注赔率表：其庄家优势是主游戏在该台选项下按基本策略计算的优势；`pitpay analyze { $id }` 会列出策略表及每个选项的影响
analysis-error-by-paytable = { $game } 的主游戏以其赔率表分析
analysis-error-missing-pay = { $id } 没有“{ $pay }”这项赔付
analysis-error-too-few-cards = { $decks } 副牌中的 { $card } 不够
analysis-error-no-meter = { $id } 没有从累积奖金派彩的级别，因此累积奖金不适用
analysis-error-below-reseed = 累积奖金 { $meter } 低于 { $id } 的重设底金 { $reseed }（R4.3）
analysis-error-not-priced = { $key } = { $value } 不是 { $game } 主游戏的选项
analysis-error-rules-decks = 副牌数须为 1-8，收到 { $got }
analysis-error-rules-max-hands = max_hands 须为 1-4，收到 { $got }
analysis-error-rules-stadium-decks = Stadium Blackjack 用 6 或 8 副牌发牌，收到 { $got }
analysis-error-rules-stadium-max-hands = Stadium Blackjack 的 max_hands 须为 2-3，收到 { $got }
analysis-error-rounds = 无法模拟 { $rounds } 局：请给 1000 至 { $most } 局
analysis-error-stopped = { $what ->
    [simulation] 模拟
   *[analysis] 分析
}意外停止
