import { myOrdersPaged, myOrganizations, PAY_PROVIDERS, PLANS, planState } from "@portal/core";
import { Link } from "~/components/Link";
import { PageFrame } from "~/components/PageFrame";
import { type ContractOrder, MyOrders, PlanCards, type PlanColumn } from "~/features/commerce/Plans";
import { appContext } from "~/lib/app-context";
import { frameLoader } from "~/lib/frame.server";
import { tdkMeta } from "~/lib/meta";
import type { Route } from "./+types/membership";

const frame = frameLoader("page-contract", { title: "会员开通" });

/** /contract: compare the plans and sign up (签约开通); signed-in users also see their plan and orders. */
export async function loader(args: Route.LoaderArgs) {
  const { ctx, payProviders } = args.context.get(appContext);
  const plans: PlanColumn[] = Object.entries(PLANS).map(([code, p]) => ({
    code: code as PlanColumn["code"],
    name: p.name,
    yearlyPrice: p.yearlyPrice,
    subscriptions: p.subscriptions,
    quotas: p.quotas,
  }));
  const providers = (payProviders ?? ["offline"]).map((value) => ({ value, label: PAY_PROVIDERS[value] }));
  if (ctx.actor.kind !== "user")
    return { ...(await frame(args)), plans, providers, signedIn: false as const, current: null, orgs: [], orders: [] as ContractOrder[] };
  const userId = ctx.actor.userId;
  const [base, current, orgs, orders] = await Promise.all([
    frame(args),
    planState(ctx, userId),
    myOrganizations(ctx),
    myOrdersPaged(ctx, { current: 1, size: 20 }),
  ]);
  return {
    ...base,
    plans,
    providers,
    signedIn: true as const,
    current,
    orgs: orgs.filter((o) => o.role === "admin").map((o) => ({ id: o.id, name: o.name })),
    orders: orders.records,
  };
}
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function ContractPage({ loaderData }: Route.ComponentProps) {
  const { plans, providers, signedIn, current, orgs, orders } = loaderData;
  return (
    <PageFrame title="会员开通">
      <p className="contract-lead">
        {current ? (
          <>
            您当前为<b>{current.name}</b>
            {current.endsOn && `，有效期至 ${current.endsOn}`}
            {current.companyName && `（由 ${current.companyName} 开通）`}。
          </>
        ) : (
          <>
            免费注册即可使用基础功能；<Link to="/login?redirect=%2Fcontract">登录</Link>后可签约开通会员。
          </>
        )}
      </p>
      <PlanCards plans={plans} providers={providers} signedIn={signedIn} currentCode={current?.code ?? null} orgs={orgs} />
      {signedIn && <MyOrders orders={orders} />}
      <section className="contract-notes">
        <h2>开通说明</h2>
        <ul>
          <li>会员按年开通，续费从当前有效期结束次日起算；企业版由机构管理员为机构开通，机构全体成员共享。</li>
          <li>对公转账请在附言中填写订单号，到账核实后（一般 1 个工作日内）自动开通，可在“我的订单”中查看状态。</li>
          <li>需要发票或合同，请联系客服热线。</li>
        </ul>
      </section>
    </PageFrame>
  );
}
