import { adminColumnList, adminNewsGet } from "@portal/core";
import { Button, Col, DatePicker, Form, Input, Radio, Row, Select, Space, Switch, Tag } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { Link } from "~/components/Link";
import { idParam } from "~/lib/params.server";
import type { Route } from "./+types/news-edit";
import { adminCall, STATUS_LABELS } from "./lib/api";
import { COVER_RULE, CoverInput } from "./lib/CoverInput";
import { adminLoad } from "./lib/guard.server";
import { RichEditor } from "./lib/LazyRichEditor";

/** /admin/news/new and /admin/news/{id}: one form for writing, saving drafts and (scheduled) publishing. */
export async function loader(args: Route.LoaderArgs) {
  const id = args.params.id ? idParam(args.params.id) : null;
  return adminLoad(args, async (ctx) => {
    const [article, columns] = await Promise.all([id ? adminNewsGet(ctx, id) : null, adminColumnList(ctx)]);
    return { article, columns };
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.article ? "编辑文章" : "写文章"} - 管理后台` }];
}

type Mode = "draft" | "now" | "schedule";
interface Values {
  title: string;
  viceTitle?: string;
  dirId: number;
  memo?: string;
  content?: string;
  coverUrl?: string;
  source?: string;
  tags?: string[];
  seoTitle?: string;
  seoKeyword?: string;
  seoDesc?: string;
  isBanner?: boolean;
  isHot?: boolean;
  mode: Mode;
  publishAt?: Dayjs;
}

export default function AdminNewsEdit({ loaderData }: Route.ComponentProps) {
  const { article, columns } = loaderData;
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<Values>();
  const mode = Form.useWatch("mode", form);
  const initial: Partial<Values> = article
    ? {
        ...article,
        viceTitle: article.viceTitle ?? undefined,
        memo: article.memo ?? undefined,
        coverUrl: article.coverUrl ?? undefined,
        seoTitle: article.seoTitle ?? undefined,
        seoKeyword: article.seoKeyword ?? undefined,
        seoDesc: article.seoDesc ?? undefined,
        source: article.props.source,
        mode: article.status === "DRAFT" ? "draft" : article.status === "SCHEDULED" ? "schedule" : "now",
        publishAt: article.publishAt ? dayjs(article.publishAt) : undefined,
      }
    : { mode: "draft", tags: [], isBanner: false, isHot: false, dirId: columns[0]?.id };

  const save = async (v: Values) => {
    const { mode: m, publishAt, source, ...fields } = v;
    const publication =
      m === "draft"
        ? { state: "DRAFT" }
        : m === "schedule"
          ? { state: "PUBLISHED", publishAt: publishAt?.format("YYYY-MM-DD HH:mm") }
          : // Going live now: an article already live keeps its original date.
            { state: "PUBLISHED", ...(article?.status === "PUBLISHED" ? {} : { publishAt: null }) };
    const body = { ...fields, props: { ...(article?.props ?? {}), source: source ?? "" }, ...publication };
    setSaving(true);
    const res = article
      ? await adminCall<{ id: number }>("news/update", { id: article.id, ...body }, "已保存")
      : await adminCall<{ id: number }>("news/create", body, "已创建");
    setSaving(false);
    if (!res) return;
    if (article) await revalidate();
    else navigate(`/admin/news/${res.id}`, { replace: true });
  };

  return (
    <div className="admin-panel">
      <Space style={{ marginBottom: 16 }}>
        <Link to="/admin/news">← 返回文章列表</Link>
        {article && <Tag color={STATUS_LABELS[article.status].color}>{STATUS_LABELS[article.status].text}</Tag>}
      </Space>
      <Form form={form} layout="vertical" initialValues={initial} onFinish={save} key={article?.id ?? "new"}>
        <Row gutter={24}>
          <Col span={16}>
            <Form.Item
              name="title"
              label="标题"
              rules={[
                { required: true, whitespace: true, message: "请输入标题" },
                { max: 100, message: "标题不能超过 100 个字" },
              ]}
            >
              <Input placeholder="文章标题" />
            </Form.Item>
            <Form.Item name="viceTitle" label="副标题" rules={[{ max: 100, message: "副标题不能超过 100 个字" }]}>
              <Input />
            </Form.Item>
            <Form.Item name="memo" label="摘要" rules={[{ max: 300, message: "摘要不能超过 300 个字" }]}>
              <Input.TextArea rows={3} showCount maxLength={300} />
            </Form.Item>
            <Form.Item name="content" label="正文">
              <RichEditor />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="dirId" label="栏目" rules={[{ required: true, message: "请选择栏目" }]}>
              <Select options={columns.map((c) => ({ value: c.id, label: c.parentId ? `　${c.name}` : c.name }))} />
            </Form.Item>
            <Form.Item name="mode" label="发布">
              <Radio.Group
                options={[
                  { value: "draft", label: "存为草稿" },
                  { value: "now", label: "立即发布" },
                  { value: "schedule", label: "定时发布" },
                ]}
              />
            </Form.Item>
            {mode === "schedule" && (
              <Form.Item
                name="publishAt"
                label="发布时间"
                rules={[
                  { required: true, message: "请选择发布时间" },
                  {
                    validator: (_, v?: Dayjs) =>
                      !v || v.isAfter(dayjs()) ? Promise.resolve() : Promise.reject(new Error("定时发布的时间须在将来")),
                  },
                ]}
              >
                <DatePicker showTime={{ format: "HH:mm" }} format="YYYY-MM-DD HH:mm" style={{ width: "100%" }} />
              </Form.Item>
            )}
            <Form.Item name="tags" label="标签" rules={[{ type: "array", max: 10, message: "标签最多 10 个" }]}>
              <Select mode="tags" placeholder="输入后回车" tokenSeparators={[",", "，"]} />
            </Form.Item>
            <Form.Item name="source" label="来源">
              <Input placeholder="如：住房和城乡建设部" />
            </Form.Item>
            <Form.Item name="coverUrl" label="封面图（列表与首页轮播显示）" rules={[COVER_RULE]}>
              <CoverInput />
            </Form.Item>
            <Space size="large">
              <Form.Item name="isBanner" label="首页轮播" valuePropName="checked">
                <Switch />
              </Form.Item>
              <Form.Item name="isHot" label="热门" valuePropName="checked">
                <Switch />
              </Form.Item>
            </Space>
            <Form.Item name="seoTitle" label="SEO 标题" rules={[{ max: 100, message: "不能超过 100 个字" }]}>
              <Input placeholder="留空则用文章标题" />
            </Form.Item>
            <Form.Item name="seoKeyword" label="SEO 关键词" rules={[{ max: 200, message: "不能超过 200 个字" }]}>
              <Input placeholder="用逗号分隔" />
            </Form.Item>
            <Form.Item name="seoDesc" label="SEO 描述" rules={[{ max: 300, message: "不能超过 300 个字" }]}>
              <Input.TextArea rows={3} placeholder="留空则用摘要" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={saving} block>
              保存
            </Button>
          </Col>
        </Row>
      </Form>
    </div>
  );
}
