# 基本策略卡（PDF），由 `pitpay analyze --card` 打印，供休息室使用。
# 策略表的代号（H、S、D、Ds、P、Rh、Rs、Rp）在各语言中均保留字母，说明列出其意思。

card-title = { $game } 基本策略 · { $decks }副牌
card-figures = 依此表的庄家优势 { $edge }（每手最佳玩法 { $best }）· 赢 { $wins } · 和局 { $pushes } · 输 { $losses }
card-dealer-shows = 庄家明牌
card-hard-totals = 硬点数
card-soft-totals = 软点数
card-pairs = 对子
card-key = H 要牌 · S 停牌 · D 加倍，否则要牌 · Ds 加倍，否则停牌 · P 分牌 · Rh 投降，否则要牌 · Rs 投降，否则停牌 · Rp 投降，否则分牌。保险及平赔不属基本策略：一律拒绝。
card-written = 基本策略卡已写入 { $file }
