# 派彩單：派彩單自行列印的每一個字（術語見 GLOSSARY-zh.md）。

## The heading and the copy's mark
slip-heading = 派彩單 編號 { $number }
slip-heading-continued = 派彩單 編號 { $number }（續）
slip-pdf-title = 派彩單 { $number }
slip-reissue = 重新發出（原派彩單 { $first }）
slip-copy-original = 正本
slip-copy-reprint = 第 { $count } 次重印
slip-copy-void = 作廢
slip-copy-duplicate = 副本
slip-reprint-notice = 派彩單 編號 { $number } 第 { $count } 次重印，列印於 { $printed }。正本發出於 { $issued }。
slip-void-notice = 作廢：派彩單 編號 { $number } 已作廢。原因：{ $reason }。本副本列印於 { $printed }；正本發出於 { $issued }。本單不可派彩，亦不能通過驗證。
slip-void-notice-on = 作廢：派彩單 編號 { $number } 已於 { $voided } 作廢。原因：{ $reason }。本副本列印於 { $printed }；正本發出於 { $issued }。本單不可派彩，亦不能通過驗證。

## The header's boxes
slip-pay-at-cage = 請到賬房派彩
slip-amount-to-pay = 應付金額 { $amount }
slip-field-property = 娛樂場
slip-field-location = 地點
slip-field-table = 賭枱
slip-field-issued = 發出時間
slip-field-station = 工作站
slip-no-table = 無賭枱
slip-gaming-day = 博彩日 { $day } · { $shift } 班次 · { $zone } · 發出於 { $utc }
slip-house-options = 適用的場內選項：{ $options }
slip-warning = 警告：{ $warning }

## The sections and the wager table's columns
slip-cards = 輸入的牌
slip-wagers = 投注
slip-meters = 累積獎金
slip-declared-suit = 指定花色：{ $suit }
slip-column-seat = 座位
slip-column-bet = 投注
slip-column-hand = 手牌
slip-column-stake = 注碼
slip-column-result = 結果
slip-column-odds = 賠率
slip-column-paid = 派彩
slip-column-net = 淨額

## Who signs
slip-dealer = 荷官：{ $name }
slip-supervisor = 賭枱主任：{ $name }（員工編號 { $id }）
slip-enrolled = 已登記，本人密鑰 { $fingerprint }
slip-supervisor-not-enrolled = 賭枱主任未登記
slip-witness-not-enrolled = 未登記
slip-id-blank = 員工編號 ______________
slip-verifier-blank = 覆核員：______________
slip-manager-blank = 經理：______________
slip-cashier-blank = 出納員：______________
slip-patron = 客人：{ $patron }
slip-patron-id = { $name }（{ $id_type } 末四位 { $last4 }）
slip-witness = 見證人：{ $witness }
slip-witness-who = { $name }（員工編號 { $id }）
slip-signature = 簽名
slip-date = 日期
slip-date-hint = 年-月-日

## The verification block and the foot of each page
slip-verification = 驗證
slip-fingerprint = 簽署密鑰指紋：{ $fingerprint }
slip-fingerprint-place = 簽署密鑰指紋：{ $fingerprint } · 日誌第 { $entry } 項，前一項 { $prev }
slip-signature-about = 標準結算內容的 Ed25519 簽名：
slip-check-with = 驗證方法：pitpay verify SLIP.pdf（牌局及賠率表已嵌入本檔案）。
slip-footer-number = 派彩單 編號 { $number }
slip-footer-page = 第 { $page } 頁，共 { $total } 頁

## What `verify` says of a slip that holds
slip-verified = 派彩單 { $number } 驗證通過：{ $people }；由{ $signer }簽署（密鑰 { $fingerprint }），重新結算的派彩相同（玩家獲派 { $paid }，淨額 { $net }）{ $issued }{ $cage }
slip-verified-issued = ；發出於 { $local } { $zone }（{ $utc }），博彩日 { $day }，{ $shift } 班次
slip-verified-cage = ；已於 { $time } 在賬房由 { $cashier }（{ $id }）派付 { $amount }
slip-verified-cage-station = ；已於 { $time } 在賬房由 { $cashier }（{ $id }）於工作站 { $station } 派付 { $amount }
slip-signed-off = 簽核：{ $supervisor }
slip-signed-off-witnessed = 簽核：{ $supervisor }，見證人：{ $witness }
slip-person-not-enrolled = { $name }（{ $id }，賭枱主任未登記）
slip-person-vouched = { $name }（{ $id }，已登記，與員工名冊記錄相符；本人密鑰 { $fingerprint }）
slip-person-unvouched = { $name }（{ $id }，已登記於發出派彩單的日誌的員工名冊，但此處沒有該名冊；本人密鑰 { $fingerprint }）
slip-witness-unenrolled = { $name }（{ $id }，未登記）
slip-signer-own = 本機
slip-signer-replaced = 本機（使用經理其後已更換的密鑰）
slip-signer-station = 工作站「{ $station }」（已在共用日誌登記）
slip-signer-trusted = 受信任的密鑰「{ $name }」
slip-verify-warning = 警告：{ $problem }
