# 写错的赔率表、场内规则、筹码架、司法管辖区或设置文件：错在哪里。文件名称、行号及键按原文带入（词汇依 GLOSSARY-zh.md）。

## Reading a file
file-missing = 没有此文件
file-folder = 是文件夹，不是文件
file-not-regular = 不是普通文件（是设备、管道或套接字）；请提供文件
file-too-large = 有 { $size } 字节，超过{ $what ->
        [round] 牌局文件
        [slip] 派彩单
        [pins] 工作站的错误 PIN 记录
        [identity] 日志标识数据
        [gap] 未补的缺口记录
        [mark] 工作站标记
        [signing-key] 签署密钥
        [trusted-keys] 受信任密钥文件
        [settings] 设置文件
        [rack] 筹码架或司法管辖区文件
       *[paytable] 赔率表或场内规则文件
    }的上限 { $unit ->
        [mib] { $limit } MiB
        [kib] { $limit } KiB
       *[byte] { $limit } 字节
    }
file-not-utf8 = 不是 UTF-8 文字：偏移量 { $offset } 的字节（0x{ $byte }）不能作为字符的开头或延续
file-cannot-read = 无法读取：{ $problem }
file-folder-unreadable = 无法读取{ $what ->
        [rack] 筹码架文件夹
        [jurisdiction] 司法管辖区文件夹
       *[paytable] 赔率表文件夹
    }：{ $problem }
file-no-paytable-folder = { $folder }：赔率表文件夹不存在
file-not-a-folder = { $folder }：不是文件夹（--paytables 需要一个存放赔率表文件的文件夹）

## Racks
file-no-rack = 没有筹码架“{ $id }”（现有筹码架：{ $known }）{ $not_loaded ->
        [0] {""}
       *[other] ；有筹码架或司法管辖区文件未能载入：{ $problems }
    }
file-rack-other-currency = 筹码架“{ $id }”的货币是 { $rack }，但本局的货币是 { $round }

## Paytables and house-rules files
file-id-one-word = 编号须是一个词，例如“{ $example }”
file-names-no-game = 没有指明游戏
file-insurance-from-main = 保险由主赔率表支付（pays.insurance）
file-game-lacks-bet = { $game ->
        [lucky9] Lucky 9
        [stadium-blackjack] Stadium Blackjack
       *[blackjack] 二十一点
    }没有投注项目“{ $bet }”
file-game-lacks = { $game ->
        [lucky9] Lucky 9
        [stadium-blackjack] Stadium Blackjack
       *[blackjack] 二十一点
    }没有“{ $bet }”
file-wrong-kind = 投注项目“{ $bet }”需要 kind = "{ $expected }"，而不是 "{ $kind }"
file-not-a-deck-count = { $n } 不是副数（1 至 8）
file-no-deck-count = 没有列出副数
file-max-below-min = 最高投注 { $max } 低于最低投注 { $min }
file-fixed-stake-outside = { $fixed } 不在最低投注 { $min } 与最高投注 { $max } 之间
file-reseed-without-meter = 牌局文件中只有 { $first } 及 { $second } 有累积奖金（R4.3）；“{ $bet }”不能从累积奖金派彩
file-progressive-fixed-stake = 累积大奖投注需要 fixed_stake（R1.3）
file-progressive-reseed = 累积大奖投注需要重设底金数值（R4.3）
file-main-needs-pays = 主赔率表需要 [pays] 表
file-main-must-price = { $bet ->
        [tie] 和
        [insurance] 保险
        [lucky-break] Lucky Break
       *[main] 主注
    }赔率表必须列明“{ $needed }”的赔率
file-not-a-fraction = “{ $text }”不是分数，例如“1/2”
file-lucky-break-tables = Lucky Break 赔率表需要 [base] 及 [multiplier] 表
file-base-missing = 缺少庄家爆牌 { $total } 点的基本赔率
file-base-rows = 基本赔率只适用于庄家 22 至 26 点
file-not-a-multiplier-row = 不是倍数行（five-plus、four、three、unsuited）
file-multiplier-missing = 缺少（five-plus、four、three、unsuited）
file-odds-convention = “{ $odds }”属“{ $convention }”写法，但此赔率表是“{ $table }”表（R1.4）

## A pattern paytable's tiers
file-pattern-needs-tier = 牌型赔率表需要至少一个 [[tier]]
file-dealer-final-not-dealt = cards = "dealer-final" 读取庄家的最终牌，只有二十一点会为全台补完庄家的牌（R3.3）；{ $game ->
        [lucky9] Lucky 9
        [stadium-blackjack] Stadium Blackjack
       *[blackjack] 二十一点
    }没有可供边注读取的庄家牌
file-dealer-final-every-tier = 按庄家最终牌计算的赔率表，每一级都须读取庄家最终牌（cards = "dealer-final"）；按玩家牌计算的投注请另存一个文件
file-dealer-blackjack-no-hole-card = dealer-blackjack 需要庄家的暗牌，但{ $game ->
        [lucky9] Lucky 9
        [stadium-blackjack] Stadium Blackjack
       *[blackjack] 二十一点
    }不发暗牌：只适用于二十一点
file-dealer-blackjack-first-two = 有 dealer-blackjack 级别的赔率表，每一级都须读取玩家的首两张牌（cards = "first-two"）
file-tier-cards = 请指明此级别读取哪些牌（在此处，或用赔率表的 `cards`）
file-tier-needs-condition = 每一级需要至少一个条件
file-amount-needs-currency = 固定金额需要赔率表的货币
file-tier-pays-one = 每一级只能派以下其中一项：odds、amount、meter
file-not-a-meter-percent = “{ $text }”不是累积奖金的百分比（1% 至 100%）
file-meter-needs-reseed = 按累积奖金百分比派彩的级别需要赔率表的重设底金（R4.3）

## Rack files
file-rack-needs-name = 筹码架需要名称
file-not-a-rack-chip = { $value } 不是此筹码架的筹码
file-chips-too-far-apart = 这些筹码面值彼此相差太远，不能准确派彩（最少筹码表会超过 { $entries } 项）；请用 0.50、1、2.50、5、25、100 之类的面值
file-amount-other-currency = “{ $text }”的货币是 { $found }，但{ $what ->
        [jurisdiction] 司法管辖区
       *[rack] 筹码架
    }的货币是 { $expected }
file-rack-needs-chip = 筹码架需要至少一个 [[chip]]
file-too-many-chips = 筹码架最多有 { $most } 种筹码，此筹码架有 { $count } 种
file-chip-too-large = { $value } 超过筹码架可有的最大筹码 { $largest }
file-chip-twice = { $value } 已是 chip[{ $chip }]
file-chip-colour = 请写出筹码的颜色，例如“green”
file-not-a-colour = “{ $text }”不是颜色：请写成 # 加六位十六进制数字，例如“#2E7D32”
file-tray-colour-for-colour = 按颜色换颜色由 { $chip } 筹码开始，所以荷官的筹码盘必须有这种筹码
file-tray-empty = 荷官的筹码盘没有筹码（每种筹码都写了 in_tray = false）
file-not-a-rack-id = “{ $text }”不是筹码架编号（一个词，例如“BJ-2”）

## Jurisdiction files
file-jurisdiction-needs-name = 司法管辖区需要名称
file-not-a-date = “{ $text }”不是日期（YYYY-MM-DD）
file-not-a-w2g-measure = “{ $text }”不是 received 或 reduced-by-wager
file-approval-odds-zero = 0 的赔率会标记每一次赢彩
file-approval-empty = 请设置金额、赔率或两者（或删去 [approval]）
file-jurisdiction-needs-year = 司法管辖区需要至少一个 [[year]]
file-years-overlap = { $one ->
        [yes] { $from } 年
       *[no] { $from } 至 { $to } 年
    }与 year[{ $year }]（{ $other_one ->
        [yes] { $other_from } 年
       *[no] { $other_from } 至 { $other_to } 年
    }）重叠
file-not-a-year = { $text } 不是公历年份（1900 至 2999）
file-year-before = { $to } 早于 from = { $from }
file-not-a-rate = “{ $text }”不是税率，例如“24%”（1% 至 100%）
file-not-a-multiple = { $text } 不是投注额的倍数（1 至 1,000,000）
file-year-source = 请写明数字的出处（法规或表格说明）

## A paytable folder as a whole
file-id-twice = 编号“{ $id }”亦由 { $first } 定义；一个编号只可用于一个文件：请改名或删去其中一个
file-side-bet-twice = 边注“{ $bet }”亦由 { $first } 为{ $game ->
        [lucky9] Lucky 9
        [stadium-blackjack] Stadium Blackjack
       *[blackjack] 二十一点
    }定义，而且定义不同：一个投注只可有一个定义（请令两个 [side_bet] 表一致，或删去其中一个）
file-requires-no-bet = 需要“{ $required }”，但这不是{ $game ->
        [lucky9] Lucky 9
        [stadium-blackjack] Stadium Blackjack
       *[blackjack] 二十一点
    }的投注项目（可选：{ $bets }）
file-requires-no-dealer-bet = 需要“{ $required }”，但在{ $game ->
        [lucky9] Lucky 9
        [stadium-blackjack] Stadium Blackjack
       *[blackjack] 二十一点
    }不能为庄家下注
file-requires-circle = 需要“{ $required }”，而它又需要“{ $bet }”：需求形成循环
file-tier-never-paid = 级别“{ $tier }”永远不会派彩：用 { $decks } 副牌，没有一手牌会在较高级别之前符合它（R1.6）
file-side-bet-undefined = { $game ->
        [lucky9] Lucky 9
        [stadium-blackjack] Stadium Blackjack
       *[blackjack] 二十一点
    }没有投注项目“{ $bet }”：没有赔率表文件为此游戏定义它（请在此文件加入附有名称的 [side_bet] 表；见 docs/paytables.md）

## A side bet's definition
file-side-bet-settled-by-pitpay = “{ $bet }”是 Pitpay 自行结算的投注；[side_bet] 只定义牌型边注
file-not-a-party = “{ $text }”不是投注对象（player、dealer）
file-no-dealer-wagers = { $game ->
        [lucky9] Lucky 9
        [stadium-blackjack] Stadium Blackjack
       *[blackjack] 二十一点
    }不接受为庄家下注
file-names-nobody = 没有指明任何人（player、dealer）
file-requires-itself = 投注不能需要自己
file-requires-insurance = 保险是在庄家明牌为 A 时购买的，不能作为需求
file-rule-reference = 规则编号是简短标签，例如“R4.6”（最多 20 个字符）

## Names in other languages
file-no-names-of-its-own = “{ $tag }”没有自己的名称：英文名称就是 `name`
# 赔率表有 increment_names 或 note_names，但没有英文的 increment 或 note（$key）。
file-names-without-text = 翻译的是 `{ $key }`，但本文件没有这一项：请先写出英文的 `{ $key }`

## The settings file and the PITPAY_* environment variables
file-settings-folder = 设置文件是文件夹，不是文件
file-settings-not-regular = 设置文件不是普通文件（是设备、管道或套接字）；请提供文件
file-settings-too-large = 设置文件有 { $size } 字节，超过设置文件的上限 { $limit } MiB
file-settings-not-utf8 = 设置文件不是 UTF-8 文字：偏移量 { $offset } 的字节（0x{ $byte }）不能作为字符的开头或延续
file-settings-cannot-read = 无法读取设置文件：{ $problem }
file-env-not-utf8 = 设置的值不是 UTF-8 文字（{ $value }）：Pitpay 不会读取未能完整读取的设置，所以没有执行任何操作；请以 UTF-8 重新设置，或取消设置
file-mark-env-relative = 是相对路径（{ $folder }）：请写出文件夹的完整路径，以免标记随目前文件夹移动
file-setting-empty = 是空白的：请写入数值，或删去此键
file-not-a-paper = 是“{ $text }”；请写 "letter" 或 "a4"
file-manager-below-verifier = 低于 cage.verifier_over：较大的派彩由经理签核
file-not-a-whole-number = 是 { $text }；请写 { $from } 至 { $to } 的整数{ $unit ->
        [seconds] 秒
       *[minutes] 分钟
    }
file-folder-relative = 是相对路径：请写出文件夹的完整路径

## Keys and the documents' folders
file-not-a-public-key = 不是公钥（64 位十六进制数字，如 `pitpay keys` 所列）；此项不受信任
file-cannot-make-folder = 无法创建文件夹：{ $problem }

## The property's clock (time_zone, gaming_day_starts, [[shift]])
file-not-a-time-zone = “{ $zone }”不是时区：请写出其 IANA 名称，例如“America/Los_Angeles”、“Europe/London”或“Asia/Macau”
file-no-shift = 没有指明班次：请至少提供一个有名称及开始时间的 [[shift]]
file-shifts-start-together = 班次“{ $first }”与“{ $second }”都在 { $at } 开始
file-shifts-one-name = 有两个班次都叫“{ $name }”
file-not-a-shift = “{ $name }”不是这里的班次：班次有 { $shifts }
file-not-a-bound = “{ $text }”既不是博彩日（YYYY-MM-DD），也不是附有时差的日期时间（2026-11-26T14:00:00-08:00）
file-not-a-time = 是“{ $text }”：请以 HH:MM 写出当地时间，00:00 至 23:59
file-placed = { $place }：{ $why }
