/**
 * Chinese names for audit-log entries (the console's dashboard and log pages). Account and login
 * events are named one by one; staff changes are "<object>.<verb>" and named by their parts.
 */
const EVENTS: Record<string, string> = {
  "login.success": "登录成功",
  "login.failed": "登录失败",
  "login.qr_confirmed": "扫码确认登录",
  "login.qr_refused": "扫码拒绝登录",
  "login.second_factor_sent": "发送二次验证码",
  "login.second_factor_failed": "二次验证失败",
  "login.recovery_code_used": "用恢复码登录",
  "login.oauth_state_rejected": "第三方登录校验失败",
  "reauth.failed": "身份确认失败",
  "session.revoked": "设备下线",
  logout: "退出登录",
  "company.switched": "切换企业",
  "exchange.issued": "签发平台登录码",
  "exchange.redeemed": "平台兑换登录码",
  "account.registered": "注册账号",
  "account.upgraded": "升级为正式账号",
  "account.password_changed": "修改密码",
  "account.totp_enrolled": "绑定身份验证器",
  "account.password_reset": "找回密码",
  "account.phone_changed": "更换手机号",
  "account.email_changed": "更换邮箱",
  "account.avatar_changed": "更换头像",
  "account.identity_linked": "绑定第三方账号",
  "account.exported": "导出个人数据",
  "account.deletion_requested": "申请注销",
  "account.deletion_cancelled": "撤销注销",
  "account.purged": "注销完成",
  "tender.llm_retry": "重新交给大模型识别",
  "tender.manual_entry": "人工录入招标公告",
  "delivery.retry": "重新发送订阅推送",
  "order.confirm": "确认订单收款",
  "order.cancel": "取消订单",
  "org.created": "创建机构",
  "org.renamed": "修改机构名称",
  "org.member_invited": "邀请机构成员",
  "org.invitation_revoked": "撤回机构邀请",
  "org.invitation_accepted": "接受机构邀请",
  "org.invitation_declined": "拒绝机构邀请",
  "org.member_added": "添加机构成员",
  "org.member_removed": "移除机构成员",
  "org.role_changed": "调整成员角色",
  "org.left": "退出机构",
  "videoLesson.upload": "上传课时视频",
  "videoLesson.retry": "重新转码课时",
  "chat.transfer": "转接客服会话",
  "ai.tool.create": "新建 AI 写作工具",
  "ai.tool.update": "修改 AI 写作工具",
  "user.disable": "停用用户",
  "user.enable": "启用用户",
  "user.resetSecondFactor": "重置二次验证",
  "user.grantMembership": "赠送会员",
};

const OBJECTS: Record<string, string> = {
  news: "资讯",
  chat: "客服会话",
  aiTool: "AI 写作工具",
  column: "栏目",
  tag: "标签",
  settings: "站点设置",
  footer: "页脚链接",
  agreement: "协议",
  file: "文件",
  staff: "工作人员",
  pageInfo: "页面 TDK",
  product: "产品",
  productLog: "更新日志",
  solution: "解决方案",
  helpDoc: "帮助文档",
  helpDir: "帮助目录",
  job: "职位",
  studyDoc: "标准/政策/论文",
  studyCat: "资料分类",
  user: "用户",
  session: "会话",
  qr_login: "扫码登录",
  crawlSource: "采集来源",
  tender: "招标公告",
  tenderOrg: "招标单位",
  pointRules: "积分规则",
  order: "订单",
  delivery: "订阅推送",
  company: "机构",
  videoCat: "课程分类",
  videoCourse: "视频课程",
  videoLesson: "课时",
  download: "资料",
  downloadDir: "资料目录",
  platform: "平台",
  provider: "第三方登录",
};

/** Targets whose id is a code rather than a number: the code's name instead of the code. */
const TARGET_IDS: Record<string, Record<string, string>> = {
  platform: { org: "机构平台", open: "开放平台" },
  provider: { wechat: "微信", wechat_mp: "微信公众号", dingtalk: "钉钉" },
};

const VERBS: Record<string, string> = {
  create: "新建",
  update: "修改",
  publish: "发布",
  unpublish: "撤回",
  remove: "删除",
  reorder: "排序",
  upload: "上传",
  updateRoles: "修改角色",
  disable: "停用",
  save: "保存",
  run: "立即运行",
  correct: "更正",
  uncorrect: "撤销更正",
  withdraw: "撤下",
  restore: "恢复",
  merge: "合并",
};

/** "登录成功", "新建资讯", …; an action nobody named yet shows as itself. */
export function auditActionLabel(action: string): string {
  if (EVENTS[action]) return EVENTS[action];
  const [object, verb] = action.split(".");
  return OBJECTS[object] && VERBS[verb] ? `${VERBS[verb]}${OBJECTS[object]}` : action;
}

/** "资讯 #12", "用户"; ids of people and sessions (UUIDs) are left out: they mean nothing to a reader. */
export function auditTargetLabel(type: string | null, id: string | null): string {
  if (!type) return "";
  const name = OBJECTS[type] ?? type;
  const named = id ? TARGET_IDS[type]?.[id] : undefined;
  if (named) return named;
  if (!id || /^[0-9a-f]{8}-[0-9a-f]{4}-/.test(id)) return name;
  return `${name} ${/^\d+$/.test(id) ? `#${id}` : id}`;
}
