# 基本策略卡（PDF），由 `pitpay analyze --card` 印出，供休息室使用。
# 策略表的代號（H、S、D、Ds、P、Rh、Rs、Rp）在各語言中均保留字母，說明列出其意思。

card-title = { $game } 基本策略 · { $decks }副牌
card-figures = 依此表的莊家優勢 { $edge }（每手最佳玩法 { $best }）· 贏 { $wins } · 和局 { $pushes } · 輸 { $losses }
card-dealer-shows = 莊家明牌
card-hard-totals = 硬點數
card-soft-totals = 軟點數
card-pairs = 對子
card-key = H 要牌 · S 停牌 · D 加倍，否則要牌 · Ds 加倍，否則停牌 · P 分牌 · Rh 投降，否則要牌 · Rs 投降，否則停牌 · Rp 投降，否則分牌。保險及平賠不屬基本策略：一律拒絕。
card-written = 基本策略卡已寫入 { $file }
