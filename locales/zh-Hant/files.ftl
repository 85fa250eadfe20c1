# 寫錯的賠率表、場內規則、籌碼架、司法管轄區或設定檔案：錯在哪裏。檔案名稱、行號及鍵按原文帶入（詞彙依 GLOSSARY-zh.md）。

## Reading a file
file-missing = 沒有此檔案
file-folder = 是資料夾，不是檔案
file-not-regular = 不是一般檔案（是裝置、管道或通訊端）；請提供檔案
file-too-large = 有 { $size } 位元組，超過{ $what ->
        [round] 牌局檔案
        [slip] 派彩單
        [pins] 工作站的錯誤 PIN 記錄
        [identity] 日誌識別資料
        [gap] 未補的缺口記錄
        [mark] 工作站標記
        [signing-key] 簽署密鑰
        [trusted-keys] 受信任密鑰檔案
        [settings] 設定檔案
        [rack] 籌碼架或司法管轄區檔案
       *[paytable] 賠率表或場內規則檔案
    }的上限 { $unit ->
        [mib] { $limit } MiB
        [kib] { $limit } KiB
       *[byte] { $limit } 位元組
    }
file-not-utf8 = 不是 UTF-8 文字：位移 { $offset } 的位元組（0x{ $byte }）不能作為字元的開頭或延續
file-cannot-read = 無法讀取：{ $problem }
file-folder-unreadable = 無法讀取{ $what ->
        [rack] 籌碼架資料夾
        [jurisdiction] 司法管轄區資料夾
       *[paytable] 賠率表資料夾
    }：{ $problem }
file-no-paytable-folder = { $folder }：賠率表資料夾不存在
file-not-a-folder = { $folder }：不是資料夾（--paytables 需要一個存放賠率表檔案的資料夾）

## Racks
file-no-rack = 沒有籌碼架「{ $id }」（現有籌碼架：{ $known }）{ $not_loaded ->
        [0] {""}
       *[other] ；有籌碼架或司法管轄區檔案未能載入：{ $problems }
    }
file-rack-other-currency = 籌碼架「{ $id }」的貨幣是 { $rack }，但本局的貨幣是 { $round }

## Paytables and house-rules files
file-id-one-word = 編號須是一個詞，例如「{ $example }」
file-names-no-game = 沒有指明遊戲
file-insurance-from-main = 保險由主賠率表支付（pays.insurance）
file-game-lacks-bet = { $game ->
        [lucky9] Lucky 9
        [stadium-blackjack] Stadium Blackjack
       *[blackjack] 二十一點
    }沒有投注項目「{ $bet }」
file-game-lacks = { $game ->
        [lucky9] Lucky 9
        [stadium-blackjack] Stadium Blackjack
       *[blackjack] 二十一點
    }沒有「{ $bet }」
file-wrong-kind = 投注項目「{ $bet }」需要 kind = "{ $expected }"，而不是 "{ $kind }"
file-not-a-deck-count = { $n } 不是副數（1 至 8）
file-no-deck-count = 沒有列出副數
file-max-below-min = 最高投注 { $max } 低於最低投注 { $min }
file-fixed-stake-outside = { $fixed } 不在最低投注 { $min } 與最高投注 { $max } 之間
file-reseed-without-meter = 牌局檔案中只有 { $first } 及 { $second } 有累積獎金（R4.3）；「{ $bet }」不能從累積獎金派彩
file-progressive-fixed-stake = 累積大獎投注需要 fixed_stake（R1.3）
file-progressive-reseed = 累積大獎投注需要重設底金數值（R4.3）
file-main-needs-pays = 主賠率表需要 [pays] 表
file-main-must-price = { $bet ->
        [tie] 和
        [insurance] 保險
        [lucky-break] Lucky Break
       *[main] 主注
    }賠率表必須列明「{ $needed }」的賠率
file-not-a-fraction = 「{ $text }」不是分數，例如「1/2」
file-lucky-break-tables = Lucky Break 賠率表需要 [base] 及 [multiplier] 表
file-base-missing = 缺少莊家爆牌 { $total } 點的基本賠率
file-base-rows = 基本賠率只適用於莊家 22 至 26 點
file-not-a-multiplier-row = 不是倍數行（five-plus、four、three、unsuited）
file-multiplier-missing = 缺少（five-plus、four、three、unsuited）
file-odds-convention = 「{ $odds }」屬「{ $convention }」寫法，但此賠率表是「{ $table }」表（R1.4）

## A pattern paytable's tiers
file-pattern-needs-tier = 牌型賠率表需要至少一個 [[tier]]
file-dealer-final-not-dealt = cards = "dealer-final" 讀取莊家的最終牌，只有二十一點會為全枱補完莊家的牌（R3.3）；{ $game ->
        [lucky9] Lucky 9
        [stadium-blackjack] Stadium Blackjack
       *[blackjack] 二十一點
    }沒有可供邊注讀取的莊家牌
file-dealer-final-every-tier = 按莊家最終牌計算的賠率表，每一級都須讀取莊家最終牌（cards = "dealer-final"）；按玩家牌計算的投注請另存一個檔案
file-dealer-blackjack-no-hole-card = dealer-blackjack 需要莊家的暗牌，但{ $game ->
        [lucky9] Lucky 9
        [stadium-blackjack] Stadium Blackjack
       *[blackjack] 二十一點
    }不發暗牌：只適用於二十一點
file-dealer-blackjack-first-two = 有 dealer-blackjack 級別的賠率表，每一級都須讀取玩家的首兩張牌（cards = "first-two"）
file-tier-cards = 請指明此級別讀取哪些牌（在此處，或用賠率表的 `cards`）
file-tier-needs-condition = 每一級需要至少一個條件
file-amount-needs-currency = 固定金額需要賠率表的貨幣
file-tier-pays-one = 每一級只能派以下其中一項：odds、amount、meter
file-not-a-meter-percent = 「{ $text }」不是累積獎金的百分比（1% 至 100%）
file-meter-needs-reseed = 按累積獎金百分比派彩的級別需要賠率表的重設底金（R4.3）

## Rack files
file-rack-needs-name = 籌碼架需要名稱
file-not-a-rack-chip = { $value } 不是此籌碼架的籌碼
file-chips-too-far-apart = 這些籌碼面值彼此相差太遠，不能準確派彩（最少籌碼表會超過 { $entries } 項）；請用 0.50、1、2.50、5、25、100 之類的面值
file-amount-other-currency = 「{ $text }」的貨幣是 { $found }，但{ $what ->
        [jurisdiction] 司法管轄區
       *[rack] 籌碼架
    }的貨幣是 { $expected }
file-rack-needs-chip = 籌碼架需要至少一個 [[chip]]
file-too-many-chips = 籌碼架最多有 { $most } 種籌碼，此籌碼架有 { $count } 種
file-chip-too-large = { $value } 超過籌碼架可有的最大籌碼 { $largest }
file-chip-twice = { $value } 已是 chip[{ $chip }]
file-chip-colour = 請寫出籌碼的顏色，例如「green」
file-not-a-colour = 「{ $text }」不是顏色：請寫成 # 加六位十六進位數字，例如「#2E7D32」
file-tray-colour-for-colour = 按顏色換顏色由 { $chip } 籌碼開始，所以荷官的籌碼盤必須有這種籌碼
file-tray-empty = 荷官的籌碼盤沒有籌碼（每種籌碼都寫了 in_tray = false）
file-not-a-rack-id = 「{ $text }」不是籌碼架編號（一個詞，例如「BJ-2」）

## Jurisdiction files
file-jurisdiction-needs-name = 司法管轄區需要名稱
file-not-a-date = 「{ $text }」不是日期（YYYY-MM-DD）
file-not-a-w2g-measure = 「{ $text }」不是 received 或 reduced-by-wager
file-approval-odds-zero = 0 的賠率會標示每一次贏彩
file-approval-empty = 請設定金額、賠率或兩者（或刪去 [approval]）
file-jurisdiction-needs-year = 司法管轄區需要至少一個 [[year]]
file-years-overlap = { $one ->
        [yes] { $from } 年
       *[no] { $from } 至 { $to } 年
    }與 year[{ $year }]（{ $other_one ->
        [yes] { $other_from } 年
       *[no] { $other_from } 至 { $other_to } 年
    }）重疊
file-not-a-year = { $text } 不是公曆年份（1900 至 2999）
file-year-before = { $to } 早於 from = { $from }
file-not-a-rate = 「{ $text }」不是稅率，例如「24%」（1% 至 100%）
file-not-a-multiple = { $text } 不是投注額的倍數（1 至 1,000,000）
file-year-source = 請寫明數字的出處（法例或表格說明）

## A paytable folder as a whole
file-id-twice = 編號「{ $id }」亦由 { $first } 定義；一個編號只可用於一個檔案：請改名或刪去其中一個
file-side-bet-twice = 邊注「{ $bet }」亦由 { $first } 為{ $game ->
        [lucky9] Lucky 9
        [stadium-blackjack] Stadium Blackjack
       *[blackjack] 二十一點
    }定義，而且定義不同：一個投注只可有一個定義（請令兩個 [side_bet] 表一致，或刪去其中一個）
file-requires-no-bet = 需要「{ $required }」，但這不是{ $game ->
        [lucky9] Lucky 9
        [stadium-blackjack] Stadium Blackjack
       *[blackjack] 二十一點
    }的投注項目（可選：{ $bets }）
file-requires-no-dealer-bet = 需要「{ $required }」，但在{ $game ->
        [lucky9] Lucky 9
        [stadium-blackjack] Stadium Blackjack
       *[blackjack] 二十一點
    }不能為莊家下注
file-requires-circle = 需要「{ $required }」，而它又需要「{ $bet }」：需求形成循環
file-tier-never-paid = 級別「{ $tier }」永遠不會派彩：用 { $decks } 副牌，沒有一手牌會在較高級別之前符合它（R1.6）
file-side-bet-undefined = { $game ->
        [lucky9] Lucky 9
        [stadium-blackjack] Stadium Blackjack
       *[blackjack] 二十一點
    }沒有投注項目「{ $bet }」：沒有賠率表檔案為此遊戲定義它（請在此檔案加入附有名稱的 [side_bet] 表；見 docs/paytables.md）

## A side bet's definition
file-side-bet-settled-by-pitpay = 「{ $bet }」是 Pitpay 自行結算的投注；[side_bet] 只定義牌型邊注
file-not-a-party = 「{ $text }」不是投注對象（player、dealer）
file-no-dealer-wagers = { $game ->
        [lucky9] Lucky 9
        [stadium-blackjack] Stadium Blackjack
       *[blackjack] 二十一點
    }不接受為莊家下注
file-names-nobody = 沒有指明任何人（player、dealer）
file-requires-itself = 投注不能需要自己
file-requires-insurance = 保險是在莊家明牌為 A 時購買的，不能作為需求
file-rule-reference = 規則編號是簡短標籤，例如「R4.6」（最多 20 個字元）

## Names in other languages
file-no-names-of-its-own = 「{ $tag }」沒有自己的名稱：英文名稱就是 `name`
# 賠率表有 increment_names 或 note_names，但沒有英文的 increment 或 note（$key）。
file-names-without-text = 翻譯的是 `{ $key }`，但本檔案沒有這一項：請先寫出英文的 `{ $key }`

## The settings file and the PITPAY_* environment variables
file-settings-folder = 設定檔案是資料夾，不是檔案
file-settings-not-regular = 設定檔案不是一般檔案（是裝置、管道或通訊端）；請提供檔案
file-settings-too-large = 設定檔案有 { $size } 位元組，超過設定檔案的上限 { $limit } MiB
file-settings-not-utf8 = 設定檔案不是 UTF-8 文字：位移 { $offset } 的位元組（0x{ $byte }）不能作為字元的開頭或延續
file-settings-cannot-read = 無法讀取設定檔案：{ $problem }
file-env-not-utf8 = 設定的值不是 UTF-8 文字（{ $value }）：Pitpay 不會讀取未能完整讀取的設定，所以沒有執行任何操作；請以 UTF-8 重新設定，或取消設定
file-mark-env-relative = 是相對路徑（{ $folder }）：請寫出資料夾的完整路徑，以免標記隨目前資料夾移動
file-setting-empty = 是空白的：請寫入數值，或刪去此鍵
file-not-a-paper = 是「{ $text }」；請寫 "letter" 或 "a4"
file-manager-below-verifier = 低於 cage.verifier_over：較大的派彩由經理簽核
file-not-a-whole-number = 是 { $text }；請寫 { $from } 至 { $to } 的整數{ $unit ->
        [seconds] 秒
       *[minutes] 分鐘
    }
file-folder-relative = 是相對路徑：請寫出資料夾的完整路徑

## Keys and the documents' folders
file-not-a-public-key = 不是公開密鑰（64 位十六進位數字，如 `pitpay keys` 所列）；此項不受信任
file-cannot-make-folder = 無法建立資料夾：{ $problem }

## The property's clock (time_zone, gaming_day_starts, [[shift]])
file-not-a-time-zone = 「{ $zone }」不是時區：請寫出其 IANA 名稱，例如「America/Los_Angeles」、「Europe/London」或「Asia/Macau」
file-no-shift = 沒有指明班次：請至少提供一個有名稱及開始時間的 [[shift]]
file-shifts-start-together = 班次「{ $first }」與「{ $second }」都在 { $at } 開始
file-shifts-one-name = 有兩個班次都叫「{ $name }」
file-not-a-shift = 「{ $name }」不是這裏的班次：班次有 { $shifts }
file-not-a-bound = 「{ $text }」既不是博彩日（YYYY-MM-DD），也不是附有時差的日期時間（2026-11-26T14:00:00-08:00）
file-not-a-time = 是「{ $text }」：請以 HH:MM 寫出當地時間，00:00 至 23:59
file-placed = { $place }：{ $why }
