# 結算畫面：左邊是牌局輸入表格，右邊是結算結果。

## 表格
settle-add-seat = + 新增座位 (Ctrl+Shift+A)
settle-game = 遊戲
settle-decks = 副牌數
settle-table = 賭枱
settle-house-rules = 場館規則
settle-no-house-rules = （無）
settle-decks-error = 副牌數：{ $error }
settle-house-option-source = RULES.md { $rule } · 牌局檔案：{ $key }
settle-house-options = 規則選項
settle-unverified = 未核實：請與枱面張貼的賠率牌核對
settle-no-paytable = 沒有此賠率表
settle-paytables = 賠率表
settle-pick = 選牌…
settle-pick-done = 完成
settle-cards-player = 玩家第 1、2 張牌
settle-cards-dealer-one = 莊家第 1 張牌
settle-cards-community = 公共牌（按發牌次序）
settle-cards-dealer = 莊家：明牌、暗牌、補牌
settle-cards = 牌
settle-picker-dealer = 點選紙牌，加入莊家的牌
settle-picker-player = 點選紙牌，加入玩家的牌
settle-picker-community = 點選紙牌，加入公共牌
settle-picker-hand = 點選紙牌，加入座位 { $seat } 第 { $hand } 手牌
settle-seat = 座位
settle-terminal = 終端機
settle-seat-title = 座位 { $number }
settle-terminal-title = 終端機 { $number }
settle-remove-seat = 移除座位
settle-decisions = 決定：{ $words }
settle-hand-split = 第 { $number } 手牌（分牌次序）
settle-hand = 手牌（加倍或投降時，在最後加上「{ $double }」或「{ $surrender }」）
settle-split-hand = + 分牌
settle-last-hand = − 刪除最後一手
settle-even-money = 平賠
settle-wagers = 投注
settle-wagers-dealer = 為莊家投注
settle-meter-progressive = 21+3 累積獎金
settle-meter-suited-or-booted = Suited or Booted 累積獎金
settle-declared-suit = 指定花色
settle-meters = 累積獎金（中獎時顯示的金額）

## 結算
settle-cannot-settle = 此牌局暫時未能結算
settle-updates-as-you-type = 結算結果會隨輸入即時更新。
settle-at-fault = { $field }：{ $problem }
settle-incomplete-seat = 座位 { $number } — 未填完，尚未結算
settle-incomplete-terminal = 終端機 { $number } — 未填完，尚未結算
settle-dealer = 莊家
settle-result-win = ✔ 贏
settle-result-lose = ✘ 輸
settle-result-push = = 和局
settle-result-surrender = ½ 投降
settle-column-seat = 座位
settle-column-bet = 投注
settle-column-hand = 手牌
settle-column-stake = 注碼
settle-column-result = 結果
settle-column-odds = 賠率
settle-column-paid = 派彩
settle-column-net = 淨額
settle-stake-line = 注碼 { $amount }
settle-chips-cash = + 現金 { $amount }
