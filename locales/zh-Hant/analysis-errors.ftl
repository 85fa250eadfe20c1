# 分析（`pitpay analyze`、賠率表畫面的數字）被拒絕的原因：各說明要更改甚麼。規則編號為 RULES.md 的編號。

analysis-error-decks = { $id } 只用 { $allowed } 副牌發牌，不是 { $decks } 副（R1.2）
analysis-error-decks-or = { $rest } 或 { $last }
analysis-error-by-strategy = { $id } 是 { $games } 的主注賠率表：其莊家優勢是主遊戲在該枱選項下按基本策略計算的優勢；`pitpay analyze { $id }` 會列出策略表及每個選項的影響
analysis-error-by-paytable = { $game } 的主遊戲以其賠率表分析
analysis-error-missing-pay = { $id } 沒有「{ $pay }」這項賠付
analysis-error-too-few-cards = { $decks } 副牌中的 { $card } 不夠
analysis-error-no-meter = { $id } 沒有從累積獎金派彩的級別，因此累積獎金不適用
analysis-error-below-reseed = 累積獎金 { $meter } 低於 { $id } 的重設底金 { $reseed }（R4.3）
analysis-error-not-priced = { $key } = { $value } 不是 { $game } 主遊戲的選項
analysis-error-rules-decks = 副牌數須為 1-8，收到 { $got }
analysis-error-rules-max-hands = max_hands 須為 1-4，收到 { $got }
analysis-error-rules-stadium-decks = Stadium Blackjack 用 6 或 8 副牌發牌，收到 { $got }
analysis-error-rules-stadium-max-hands = Stadium Blackjack 的 max_hands 須為 2-3，收到 { $got }
analysis-error-rounds = 無法模擬 { $rounds } 局：請給 1000 至 { $most } 局
analysis-error-stopped = { $what ->
    [simulation] 模擬
   *[analysis] 分析
}意外停止
