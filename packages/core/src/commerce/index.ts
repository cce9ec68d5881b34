export { type AlipayConfig, alipaySign, alipaySignContent, readAlipayNotice } from "./alipay";
export { appendMembership } from "./membership";
export {
  cancelMyOrder,
  createOrder,
  getMyOrder,
  myOrdersPaged,
  ORDER_STATES,
  type OrderView,
  PAID_PLANS,
  PAY_PROVIDERS,
  type PayProvider,
  yuanText,
} from "./orders";
export { acceptAlipayNotice, acceptWechatNotice, enabledProviders, type PayInstructions, type Payments, payInstructions } from "./payments";
export { cancelOrderByStaff, confirmOfflinePayment, listOrdersForStaff, ORDER_PERM } from "./staff";
export { readWechatNotice, type WechatPayConfig, wechatAuthorization } from "./wechat-pay";
