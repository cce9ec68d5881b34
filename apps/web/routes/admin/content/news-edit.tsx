import { adminColumnList, adminNewsGet } from "@portal/core";
import { useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { adminCall, STATUS_LABELS } from "~/components/admin/api";
import { adminLoad } from "~/components/admin/guard.server";
import { RichEditor } from "~/components/admin/LazyRichEditor";
import { Button } from "~/components/form/Button";
import { Checkbox } from "~/components/form/Checkbox";
import { RadioButtons, SelectField, TextAreaField } from "~/components/form/ChoiceFields";
import { Tag } from "~/components/form/Tag";
import { FieldFrame, TextField } from "~/components/form/TextField";
import { maxLength, pattern, required, useForm } from "~/components/form/use-form";
import { Link } from "~/components/Link";
import { COVER_RULE, CoverField } from "~/features/content/CoverInput";
import { fieldTime, PUBLISH_MODES, publicationBody, publishAtRules } from "~/features/content/publication";
import { TagsInput } from "~/features/content/TagsInput";
import { idParam } from "~/lib/params.server";
import type { Route } from "./+types/news-edit";

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

// Built on our own fields (issue 15): antd's Form, Select, DatePicker and Switch cost this page ~80 KB gzip of script.
export default function AdminNewsEdit({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  // A new form for another article: its fields start from that article.
  return <NewsForm key={article?.id ?? "new"} {...loaderData} />;
}

function NewsForm({ article, columns }: Route.ComponentProps["loaderData"]) {
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [saving, setSaving] = useState(false);
  const [tags, setTags] = useState<string[]>(article?.tags ?? []);
  const form = useForm(
    {
      title: article?.title ?? "",
      viceTitle: article?.viceTitle ?? "",
      memo: article?.memo ?? "",
      content: article?.content ?? "",
      dirId: String(article?.dirId ?? columns[0]?.id ?? ""),
      mode: (article ? (article.status === "DRAFT" ? "draft" : article.status === "SCHEDULED" ? "schedule" : "now") : "draft") as string,
      publishAt: article?.publishAt ? fieldTime(article.publishAt) : "",
      source: article?.props.source ?? "",
      coverUrl: article?.coverUrl ?? "",
      isBanner: article?.isBanner ?? false,
      isHot: article?.isHot ?? false,
      seoTitle: article?.seoTitle ?? "",
      seoKeyword: article?.seoKeyword ?? "",
      seoDesc: article?.seoDesc ?? "",
    },
    {
      title: [required("请输入标题"), maxLength(100, "标题不能超过 100 个字")],
      viceTitle: [maxLength(100, "副标题不能超过 100 个字")],
      memo: [maxLength(300, "摘要不能超过 300 个字")],
      dirId: [required("请选择栏目")],
      publishAt: publishAtRules,
      source: [maxLength(100, "来源不能超过 100 个字")],
      coverUrl: [pattern(COVER_RULE.pattern, COVER_RULE.message)],
      seoTitle: [maxLength(100, "不能超过 100 个字")],
      seoKeyword: [maxLength(200, "不能超过 200 个字")],
      seoDesc: [maxLength(300, "不能超过 300 个字")],
    },
  );
  const v = form.values;

  const save = form.submit(async ({ mode, publishAt, source, dirId, ...fields }) => {
    const publication = publicationBody(mode, publishAt, article?.status === "PUBLISHED");
    const body = { ...fields, dirId: Number(dirId), tags, props: { ...(article?.props ?? {}), source }, ...publication };
    setSaving(true);
    const res = article
      ? await adminCall<{ id: number }>("news/update", { id: article.id, ...body }, "已保存")
      : await adminCall<{ id: number }>("news/create", body, "已创建");
    setSaving(false);
    if (!res) return;
    if (article) await revalidate();
    else navigate(`/admin/news/${res.id}`, { replace: true });
  });

  return (
    <div className="admin-panel">
      <div className="admin-edit-head">
        <Link to="/admin/news">← 返回文章列表</Link>
        {article && <Tag color={STATUS_LABELS[article.status].color}>{STATUS_LABELS[article.status].text}</Tag>}
      </div>
      <form className="admin-edit-grid" onSubmit={save} noValidate>
        <div>
          <TextField label="标题" placeholder="文章标题" maxLength={100} {...form.text("title")} />
          <TextField label="副标题" maxLength={100} {...form.text("viceTitle")} />
          <TextAreaField label="摘要" maxLength={300} {...form.text("memo")} />
          <FieldFrame label="正文" messages={false}>
            <RichEditor value={v.content as string} onChange={(html) => form.set("content", html)} />
          </FieldFrame>
        </div>
        <div>
          <SelectField
            label="栏目"
            options={columns.map((c) => ({ value: String(c.id), label: c.parentId ? `　${c.name}` : c.name }))}
            {...form.text("dirId")}
          />
          <RadioButtons label="发布" options={PUBLISH_MODES} {...form.text("mode")} />
          {v.mode === "schedule" && <TextField type="datetime-local" label="发布时间" {...form.text("publishAt")} />}
          <FieldFrame id="news-tags" label="标签（最多 10 个）" messages={false}>
            <TagsInput id="news-tags" value={tags} onChange={setTags} />
          </FieldFrame>
          <TextField label="来源" placeholder="如：住房和城乡建设部" maxLength={100} {...form.text("source")} />
          <CoverField label="封面图（列表与首页轮播显示）" {...form.text("coverUrl")} />
          <div className="admin-switches">
            <Checkbox {...form.checkbox("isBanner")}>首页轮播</Checkbox>
            <Checkbox {...form.checkbox("isHot")}>热门</Checkbox>
          </div>
          <TextField label="SEO 标题" placeholder="留空则用文章标题" maxLength={100} {...form.text("seoTitle")} />
          <TextField label="SEO 关键词" placeholder="用逗号分隔" maxLength={200} {...form.text("seoKeyword")} />
          <TextAreaField label="SEO 描述" placeholder="留空则用摘要" maxLength={300} {...form.text("seoDesc")} />
          <Button type="submit" variant="primary" loading={saving} block>
            保存
          </Button>
        </div>
      </form>
    </div>
  );
}
