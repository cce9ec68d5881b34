import type { PaperView } from "@portal/core";
import { Button, Input } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ApiError, post } from "~/lib/request";
import { toast } from "~/lib/toast";

interface Item {
  key: number;
  title: string;
  brief: string;
}

let nextKey = 1;
const keyed = (s: { title: string; brief: string }): Item => ({ key: nextKey++, title: s.title, brief: s.brief });

/** Step two: the proposed title and outline, edited freely before any writing is paid for. */
export function OutlineEditor({ paper }: { paper: PaperView }) {
  const navigate = useNavigate();
  const [title, setTitle] = useState(paper.title);
  const [abstract, setAbstract] = useState(paper.abstract);
  const [keywords, setKeywords] = useState(paper.keywords);
  const [items, setItems] = useState<Item[]>(() => paper.sections.map(keyed));
  const [saving, setSaving] = useState(false);

  const change = (key: number, patch: Partial<Item>) => setItems((list) => list.map((i) => (i.key === key ? { ...i, ...patch } : i)));
  const move = (at: number, by: number) =>
    setItems((list) => {
      const next = [...list];
      const [it] = next.splice(at, 1);
      next.splice(at + by, 0, it as Item);
      return next;
    });

  async function confirm() {
    if (items.some((i) => !i.title.trim())) return toast("error", "章节标题不能为空");
    setSaving(true);
    try {
      await post(
        "/api/aipaper/outline",
        {
          id: paper.id,
          title,
          abstract,
          keywords,
          sections: items.map(({ title: t, brief }) => ({ title: t.trim(), brief: brief.trim() })),
        },
        { silent: true },
      );
      navigate(`/aipaper/detail/${paper.id}?write=1`);
    } catch (err) {
      toast("error", err instanceof ApiError ? err.msg : "保存失败");
      setSaving(false);
    }
  }

  return (
    <section className="aipaper-outline" aria-label="提纲">
      <div className="aipaper-field">
        <label htmlFor="paper-title">论文题目</label>
        <Input id="paper-title" value={title} maxLength={100} onChange={(e) => setTitle(e.target.value)} />
      </div>
      <div className="aipaper-field">
        <label htmlFor="paper-abstract">摘要</label>
        <Input.TextArea
          id="paper-abstract"
          value={abstract}
          maxLength={600}
          autoSize={{ minRows: 2, maxRows: 6 }}
          onChange={(e) => setAbstract(e.target.value)}
        />
      </div>
      <div className="aipaper-field">
        <label htmlFor="paper-keywords">关键词</label>
        <Input id="paper-keywords" value={keywords} maxLength={100} onChange={(e) => setKeywords(e.target.value)} />
      </div>
      <h2 className="aipaper-sub">提纲（{items.length} 节）</h2>
      <ol className="aipaper-items">
        {items.map((it, i) => (
          <li key={it.key}>
            <span className="aipaper-num">{i + 1}</span>
            <div className="aipaper-item-fields">
              <Input
                aria-label={`第 ${i + 1} 节标题`}
                value={it.title}
                maxLength={60}
                onChange={(e) => change(it.key, { title: e.target.value })}
              />
              <Input.TextArea
                aria-label={`第 ${i + 1} 节要点`}
                value={it.brief}
                maxLength={300}
                autoSize={{ minRows: 1, maxRows: 4 }}
                placeholder="本节要写的要点"
                onChange={(e) => change(it.key, { brief: e.target.value })}
              />
            </div>
            <div className="aipaper-item-ops">
              <Button size="small" disabled={i === 0} onClick={() => move(i, -1)} aria-label={`上移第 ${i + 1} 节`}>
                上移
              </Button>
              <Button size="small" disabled={i === items.length - 1} onClick={() => move(i, 1)} aria-label={`下移第 ${i + 1} 节`}>
                下移
              </Button>
              <Button size="small" danger disabled={items.length <= 2} onClick={() => setItems((l) => l.filter((x) => x.key !== it.key))}>
                删除
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <div className="aipaper-bar">
        <Button disabled={items.length >= 12} onClick={() => setItems((l) => [...l, keyed({ title: "", brief: "" })])}>
          添加一节
        </Button>
        <Button type="primary" loading={saving} onClick={() => void confirm()}>
          确认提纲，开始写作
        </Button>
      </div>
    </section>
  );
}
