# 日志及员工名册在其他句子中对其内容的描述（pitpay-journal）。

# 名册所述的成员："Dana Reyes（S-1042，赌台主任）"；$role 是职位的 id。
journal-state-member = { $name }（{ $id }，{ $role ->
        [supervisor] 赌台主任
        [manager] 经理
        [auditor] 稽核员
       *[cashier] 出纳员
    }）

# 账房何时、由谁及以多少金额支付派彩单（在 journal-error-already-paid 之内）。
journal-state-paid = 于 { $time } 由 { $name }（{ $id }）派彩，金额 { $amount }
journal-state-paid-at = 于 { $time } 由 { $name }（{ $id }）在工作站「{ $station }」派彩，金额 { $amount }

## 共享日志的服务器出了什么问题，接在“位于 ADDRESS 的共享日志：”之后（journal-error-server）。$message 是服务器自己的消息，$why 是驱动程序的。

journal-state-server-deadline = 在 { $seconds } 秒内没有响应：Pitpay 已停止等待（主机停止、冻结或失去存储空间的服务器仍会接受连接，但不作任何响应）
journal-state-server-unusable = 无法使用：{ $why }
journal-state-server-login = 服务器拒绝用户“{ $user }”登录：密码错误，或没有此用户（请检查 journal 设置）
journal-state-server-no-database = 服务器上没有此数据库（{ $message }）
journal-state-server-privilege = 用户“{ $user }”不可使用日志的数据表（{ $message }）：请把它设为数据库的所有者（docs/shared-journal.md）
journal-state-server-counter-held = 另一个工作站占用派彩单编号计数器的时间，超过此工作站的等待时间（journal_statement_seconds）；请再试一次
journal-state-server-restarting = 数据库服务器正在关闭或启动；请稍后再试
journal-state-server-statement-slow = 一项数据库语句所需时间超过此工作站的等待时间（journal_statement_seconds）；请再试一次
journal-state-server-no-connection = 数据库服务器没有可用的连接；请稍后再试
journal-state-server-answered = 服务器响应：{ $message }（{ $code }）
journal-state-server-standby = 是备用服务器（不接受写入）：请在地址中列出主服务器，或把此服务器提升为主服务器
journal-state-server-refused = 无法连接：该地址及端口没有任何响应（数据库服务器是否正在运行？）
journal-state-server-timed-out = 没有响应（超时）：网络是否正常，服务器是否正在运行？
journal-state-server-lost = 与服务器的连接中断了
journal-state-server-unknown-name = 无法连接：此网络不认识服务器的名称
journal-state-server-not-postgres = 该地址及端口有响应，但不是 PostgreSQL 服务器（端口是否正确？）
journal-state-server-no-tls = 服务器不提供加密连接，但地址要求加密（sslmode=require）
journal-state-server-untrusted-certificate = 服务器的证书不是由此电脑信任的证书机构签发：请以 sslrootcert=FILE 提供该机构的证书
journal-state-server-certificate-name = 服务器的证书不是发给地址中的主机名称
journal-state-server-certificate-expired = 服务器的证书已过期或尚未生效
journal-state-server-tls-failed = 无法建立加密连接（服务器的证书被拒绝）

## 消息中在括号内所述的日志记录：“第 41 项（开出派彩单 17）”。$change 及 $reason 是该记录所载的原因，按原文照录。

journal-state-event-issue = 开出派彩单 { $slip }
journal-state-event-reprint = 重印派彩单 { $slip }
journal-state-event-void = 作废派彩单 { $slip }
journal-state-event-migrated = 迁移备注
journal-state-event-key = 工作站“{ $station }”的密钥
journal-state-event-staff = 员工名册：{ $change }
journal-state-event-refused = { $id } 的密码错误
journal-state-event-rotate = 工作站“{ $station }”的新密钥
journal-state-event-gap = 经理记录的缺口
journal-state-event-database = 日志采用的数据库：{ $reason }
journal-state-event-paid = 在账房为派彩单 { $slip } 派彩

## 从较旧副本还原或被截去的日志所缺少的记录（journal-error-behind、journal-error-diverged），以名词短语表达。$event 是 journal-state-event-* 消息。

journal-state-podium-wrote = 此工作站于 { $time } 写入的第 { $seq } 项（{ $event }）
journal-state-podium-saw = 此工作站于 { $time } 读到的第 { $seq } 项（{ $event }）
journal-state-behind-checkpoint = 于 { $time } 在第 { $seq } 项签署的核对点
journal-state-behind-seen = 此工作站在该日志读到的第 { $seq } 项
