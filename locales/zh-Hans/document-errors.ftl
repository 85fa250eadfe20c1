# 派彩单、账房、赔率表告示、PDF 及打印的拒绝信息（pitpay-documents）。

## 开出派彩单

document-error-no-supervisor = 没有签核的赌台主任姓名及员工编号，不能开出派彩单
document-error-no-patron = 此派彩单有{ $why }：签核时需要客人信息（姓名、证件类别、证件号码末 4 位）及一名见证人，即另一名员工（姓名及员工编号）
document-error-label = { $field ->
        [supervisor] 赌台主任姓名
        [supervisor-id] 赌台主任员工编号
        [property] 场所
        [dealer] 荷官姓名
        [patron] 客人姓名
        [patron-id-type] 客人证件类别
        [patron-id-last4] 客人证件号码末 4 位
        [witness] 见证人姓名
        [witness-id] 见证人员工编号
       *[reason] 原因
    }{ $message }
document-error-output = { $path }：{ $why }
document-error-already-issued = 日志已有此牌局的派彩单 { $number }（{ $time } 由 { $supervisor } 开出）；只有再次要求时，才会为同一牌局再开一张派彩单
document-error-write = { $path }：无法写入：{ $why }
document-error-not-placed = 派彩单 { $number } 已记录在日志中，但无法写入 { $path }（{ $why }）；请重新打印（在记录页按“重印”，或用 `pitpay reprint { $number }`）
document-error-no-such-slip = 日志没有编号 { $number } 的派彩单
document-error-not-recorded = { $why }；没有取用派彩单编号，也没有写入文件：待日志恢复连接后，请重新开出派彩单
document-error-other-installation = 派彩单 { $number } 由另一台电脑开出（密钥 { $fingerprint }），其副本以签署它的密钥封存：请在该工作站重新打印
document-error-other-station = 派彩单 { $number } 在工作站“{ $station }”开出（密钥 { $fingerprint }），其副本以签署它的密钥封存：请在该工作站重新打印
document-error-damaged-record = 派彩单 { $number }：日志记录已损坏：{ $why }
document-error-seal-placement = 无法加上派彩单的封印
document-error-not-a-slip = 不是可读取的 Pitpay 派彩单（没有内嵌的派彩单记录）
document-error-no-data-dir = 没有用户数据文件夹；请设置 PITPAY_DATA_DIR
document-error-no-void-reason = 作废须提供原因
document-error-not-recoverable = { $path }：{ $why }：恢复只读取派彩单文件、其副本、各工作站的记录，或存放这些文件的文件夹；没有恢复任何内容

## 交给恢复的文件为何无法读取（接在其路径之后）

document-error-recover-folder-loop = 回到已读取过的文件夹 { $folder }：符号链接形成循环
document-error-recover-link-loop = 是循环的符号链接（永远到不了文件）
document-error-recover-missing = 没有这个文件或文件夹
document-error-recover-unreadable = 无法读取（{ $why }）
document-error-recover-fifo = 是 FIFO（命名管道），不是文件：读取它会一直等待写入者
document-error-recover-device = 是设备，不是文件：读取它可能永远不会结束
document-error-recover-socket = 是套接字，不是文件
document-error-recover-not-regular = 不是普通文件或文件夹

## 派彩单为何核对不通过

document-error-marked-void = 此副本标明“作废”：已作废的派彩单在任何地方都无效
document-error-non-canonical = 其{ $what ->
        [public-key] 公钥
        [signature] 签名
       *[seal] 封印
    }不是以标准形式写成（长度准确的小写十六进制）：文件已被更改
document-error-fingerprint-mismatch = 其密钥指纹与签署它的密钥不符：文件已被更改
document-error-not-in-journal = 派彩单 { $number } 由本机密钥签署，但本机日志没有派彩单 { $number }：日志可能在派彩单发出后从较旧的副本还原或被截去（请用 `pitpay journal --recover FILE` 取回派彩单），或制作此文件的程序在日志记录前已被中止
document-error-journal-behind = 派彩单 { $number } 本身核对无误，但日志止于第 { $end } 项，早于此派彩单的记录（第 { $entry } 项）：日志在派彩单发出后从较旧的副本还原，或最新的记录被截去。请用 `pitpay journal --recover FILE` 取回派彩单（docs/operations.md）
document-error-journal-elsewhere = 派彩单 { $number } 本身核对无误，但日志在此派彩单记录的位置是另一项记录（第 { $entry } 项：{ $what }）：日志从较旧的副本还原或被截去后再继续使用。请用 `pitpay journal --recover FILE` 取回遗失的记录（docs/operations.md）
document-error-journal-behind-known = 派彩单 { $number } 本身核对无误，但日志不完整：它止于第 { $end } 项，但缺少{ $what }。日志末尾的记录被截去或从较旧的副本还原，因此无法确定派彩单 { $number } 其后是否已作废或重印。请用 `pitpay journal --recover` 取回（docs/operations.md）
document-error-lost = 派彩单 { $number } 本身核对无误，但其记录（第 { $entry } 项）已从日志遗失：{ $gap }。日志无法为它作证
document-error-chain-broken = 本机日志不可信：{ $broken }（见 `pitpay journal --check`）
document-error-shared-chain-broken = 共享日志不可信：{ $broken }（见 `pitpay journal --check`）
document-error-not-in-shared-journal = 派彩单 { $number } 由 { $who } 签署，但共享日志没有派彩单 { $number }：日志可能在派彩单发出后从较旧的副本还原或被截去（请用 `pitpay journal --recover FILE` 取回派彩单），或制作此文件的程序在日志记录前已被中止
document-error-unreadable = 派彩单已被更改：PDF 或其内嵌记录已无法读取
document-error-record-damaged = 派彩单已被更改：其内嵌记录已损坏
document-error-no-seal = 派彩单没有封印
document-error-seal-mismatch = 文件在签署后被更改：封印不符
document-error-signature-mismatch = 结算内容的签名与内容不符
document-error-unknown-key = 由未知的密钥签署（指纹 { $fingerprint }）；如要接受，请把它加入 trusted-keys.toml{ $notes }
document-error-key-note = （注：{ $note }）{ $more }
document-error-no-longer-settles = 内嵌的牌局已无法结算：{ $why }
document-error-different-settlement = 重新结算内嵌的牌局，结果与派彩单所载的不同
document-error-not-issued = 派彩单 { $number }：此文件不是日志为它发出的那一份（如日志曾从较旧的副本还原，此编号可能已被重新发出：见 `pitpay journal --recover`）
document-error-void = 派彩单 { $number } 在日志中已作废
document-error-person = 其{ $role ->
        [supervisor] 赌台主任
       *[witness] 见证人
    } { $id } { $why }

## 账房

document-error-cage-file = { $path }：{ $why }
document-error-cage-not-a-scan = “{ $what }”不是派彩单：请提供派彩单的 PDF、编号，或扫描其 QR 码（以 PITPAY-SLIP 开头）
document-error-cage-missing-signer = 派彩单 { $number } 派付 { $amount }：超过 { $over } 的派彩还需要{ $who ->
        [verifier] 一名覆核员（另一名出纳员或经理）签署（--verifier
       *[manager] 一名经理签署（--manager
    } 员工编号，在出纳员之后输入其密码）
document-error-cage-no-cashier = 派彩的出纳员须提供员工编号（--cashier 员工编号，先输入其密码）
document-error-cage-same-signer = { $id } 不能为同一笔派彩签署两次：出纳员、覆核员及经理必须是三个不同的人
document-error-cage-other-journal = 派彩单 { $number } 是在另一个日志发出的（其 QR 码指向日志 { $journal }）：请在保存该日志的地方派彩
document-error-cage-scan-mismatch = 扫描的 QR 码与日志中的派彩单 { $number } 不符（签名或密钥不同）：切勿派彩；请通知赌台主任
document-error-cage-amount-differs = 派彩单 { $number }：日志记录的应付金额是 { $recorded }，但派彩单重新结算的结果是 { $settled }：切勿派彩；请通知赌台主任

## 打印

document-error-print-too-many-copies = 要求打印 { $copies } 份：每项工作最多 { $most } 份
document-error-print-no-file = { $path }：没有这个文件可打印
document-error-print-not-installed = { $system ->
        [windows] 无法使用 Windows 打印系统：这台电脑没有 Pitpay 用来打印的 Windows PowerShell（powershell.exe）；请用 PDF 阅读器打印此 PDF
       *[cups] 没有安装打印系统（CUPS 的 `lp` 指令）：请安装 cups-client，或用 PDF 阅读器打印此 PDF
    }
document-error-print-not-started = { $system ->
        [windows] Windows 打印系统
       *[cups] 打印系统
    }无法启动：{ $why }
document-error-print-timeout = { $system ->
        [windows] Windows 打印系统在 { $seconds } 秒内没有接收工作：重新打印前，请先查看打印机的队列
       *[cups] 打印系统在 { $seconds } 秒内没有接受工作：CUPS 是否正在执行？
    }
document-error-print-not-asked = 无法查询{ $system ->
        [windows] Windows 打印系统
       *[cups] 打印系统
    }：{ $why }
document-error-print-no-default = 这台电脑没有设置默认打印机：请指定一部（{ $system ->
        [windows] 在“设置 > 蓝牙和其他设备 > 打印机和扫描仪”可看到清单
       *[cups] `lpstat -p` 会列出打印机
    }）
document-error-print-no-such-printer = 这台电脑没有名为“{ $printer }”的打印机（{ $system ->
        [windows] 在“设置 > 蓝牙和其他设备 > 打印机和扫描仪”可看到清单
       *[cups] `lpstat -p` 会列出打印机
    }）
document-error-print-not-accepting = 打印机“{ $printer }”不接受工作（`cupsaccept` 可让它再次接受）
document-error-print-not-running = 打印系统（CUPS）没有执行：请启动它，或用 PDF 阅读器打印此 PDF
document-error-print-stopped = 打印机“{ $printer }”已停止：工作（{ $job }）在队列中等待，打印机重新启动后便会打印（`cupsenable { $printer }`）；请勿重新打印
document-error-print-no-renderer = 这个 Windows 无法把 PDF 转成打印内容（缺少 Windows.Data.Pdf）：请用 PDF 阅读器打印此 PDF
document-error-print-unconfirmed = Windows 打印系统没有确认工作（PowerShell 没有响应）：重新打印前，请先查看打印机的队列
document-error-print-refused-with-status = Windows 打印系统拒绝了工作（PowerShell 结束状态：{ $status ->
        [none] 无
       *[other] { $status }
    }）
document-error-print-refused = { $system ->
        [windows] Windows 打印系统
       *[cups] 打印系统
    }拒绝了工作：{ $why }

## PDF 及告示

document-error-pdf-font = 无法读取内嵌字体
document-error-pdf-subset = 无法制作字体子集：{ $why }
document-error-pdf-subset-unread = 无法读回字体子集
document-error-pdf-date = 文件日期：{ $why }
document-error-pdf-write = 无法写入 PDF：{ $why }
document-error-sign-no-paytable = 没有编号为“{ $id }”的赔率表（见 pitpay paytables）
document-error-sign-decks = 赔率表“{ $id }”不是用 { $decks } 副牌发牌（可用：{ $allowed }）
document-error-sign-no-house-rules = 没有编号为“{ $id }”的场内规则文件
document-error-sign-house-rules-game = 场内规则“{ $id }”适用于 { $game }，不是此赔率表的游戏
document-error-sign-edge = 庄家优势：{ $why }
document-error-newer-rulebook = 这张派彩单是按规则手册第 { $edition } 版结算的，比这个 Pitpay 所认识的（第 { $known } 版）更新：请用较新版本的 Pitpay 核对
