# 派彩单：派彩单自行打印的每一个字（术语见 GLOSSARY-zh.md）。

## The heading and the copy's mark
slip-heading = 派彩单 编号 { $number }
slip-heading-continued = 派彩单 编号 { $number }（续）
slip-pdf-title = 派彩单 { $number }
slip-reissue = 重新开出（原派彩单 { $first }）
slip-copy-original = 正本
slip-copy-reprint = 第 { $count } 次重印
slip-copy-void = 作废
slip-copy-duplicate = 副本
slip-reprint-notice = 派彩单 编号 { $number } 第 { $count } 次重印，打印于 { $printed }。正本开出于 { $issued }。
slip-void-notice = 作废：派彩单 编号 { $number } 已作废。原因：{ $reason }。本副本打印于 { $printed }；正本开出于 { $issued }。本单不可派彩，也不能通过验证。
slip-void-notice-on = 作废：派彩单 编号 { $number } 已于 { $voided } 作废。原因：{ $reason }。本副本打印于 { $printed }；正本开出于 { $issued }。本单不可派彩，也不能通过验证。

## The header's boxes
slip-pay-at-cage = 请到账房派彩
slip-amount-to-pay = 应付金额 { $amount }
slip-field-property = 娱乐场
slip-field-location = 地点
slip-field-table = 赌台
slip-field-issued = 开出时间
slip-field-station = 工作站
slip-no-table = 无赌台
slip-gaming-day = 博彩日 { $day } · { $shift } 班次 · { $zone } · 开出于 { $utc }
slip-house-options = 适用的场内选项：{ $options }
slip-warning = 警告：{ $warning }

## The sections and the wager table's columns
slip-cards = 输入的牌
slip-wagers = 投注
slip-meters = 累积奖金
slip-declared-suit = 指定花色：{ $suit }
slip-column-seat = 座位
slip-column-bet = 投注
slip-column-hand = 手牌
slip-column-stake = 注码
slip-column-result = 结果
slip-column-odds = 赔率
slip-column-paid = 派彩
slip-column-net = 净额

## Who signs
slip-dealer = 荷官：{ $name }
slip-supervisor = 赌台主任：{ $name }（员工编号 { $id }）
slip-enrolled = 已登记，本人密钥 { $fingerprint }
slip-supervisor-not-enrolled = 赌台主任未登记
slip-witness-not-enrolled = 未登记
slip-id-blank = 员工编号 ______________
slip-verifier-blank = 复核员：______________
slip-manager-blank = 经理：______________
slip-cashier-blank = 出纳员：______________
slip-patron = 客人：{ $patron }
slip-patron-id = { $name }（{ $id_type } 后四位 { $last4 }）
slip-witness = 见证人：{ $witness }
slip-witness-who = { $name }（员工编号 { $id }）
slip-signature = 签名
slip-date = 日期
slip-date-hint = 年-月-日

## The verification block and the foot of each page
slip-verification = 验证
slip-fingerprint = 签署密钥指纹：{ $fingerprint }
slip-fingerprint-place = 签署密钥指纹：{ $fingerprint } · 日志第 { $entry } 项，前一项 { $prev }
slip-signature-about = 标准结算内容的 Ed25519 签名：
slip-check-with = 验证方法：pitpay verify SLIP.pdf（牌局及赔率表已嵌入本文件）。
slip-footer-number = 派彩单 编号 { $number }
slip-footer-page = 第 { $page } 页，共 { $total } 页

## What `verify` says of a slip that holds
slip-verified = 派彩单 { $number } 验证通过：{ $people }；由{ $signer }签署（密钥 { $fingerprint }），重新结算的派彩相同（玩家获派 { $paid }，净额 { $net }）{ $issued }{ $cage }
slip-verified-issued = ；开出于 { $local } { $zone }（{ $utc }），博彩日 { $day }，{ $shift } 班次
slip-verified-cage = ；已于 { $time } 在账房由 { $cashier }（{ $id }）派付 { $amount }
slip-verified-cage-station = ；已于 { $time } 在账房由 { $cashier }（{ $id }）于工作站 { $station } 派付 { $amount }
slip-signed-off = 签核：{ $supervisor }
slip-signed-off-witnessed = 签核：{ $supervisor }，见证人：{ $witness }
slip-person-not-enrolled = { $name }（{ $id }，赌台主任未登记）
slip-person-vouched = { $name }（{ $id }，已登记，与员工名册记录相符；本人密钥 { $fingerprint }）
slip-person-unvouched = { $name }（{ $id }，已登记于开出派彩单的日志的员工名册，但此处没有该名册；本人密钥 { $fingerprint }）
slip-witness-unenrolled = { $name }（{ $id }，未登记）
slip-signer-own = 本机
slip-signer-replaced = 本机（使用经理其后已更换的密钥）
slip-signer-station = 工作站“{ $station }”（已在共享日志登记）
slip-signer-trusted = 受信任的密钥“{ $name }”
slip-verify-warning = 警告：{ $problem }
