import { listCatsForStaff, listCoursesForStaff } from "@portal/core";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { adminCall, confirmedRemove, useListNav } from "~/components/admin/api";
import { adminLoad, listQuery } from "~/components/admin/guard.server";
import { FilterSelect, ListPager, RowActions, SearchBox } from "~/components/admin/ListTools";
import { Button } from "~/components/form/Button";
import { SelectField, TextAreaField } from "~/components/form/ChoiceFields";
import { DataTable } from "~/components/form/DataTable";
import { Dialog } from "~/components/form/Dialog";
import { DialogForm } from "~/components/form/DialogForm";
import { Tag } from "~/components/form/Tag";
import { TextField } from "~/components/form/TextField";
import { maxLength, pattern, required, useForm } from "~/components/form/use-form";
import { chinaToday } from "~/lib/china-time";
import { useLoadedComponent } from "~/lib/use-after-hydration";
import type { Route } from "./+types/courses";

/** 视频课程: courses and their categories; each course's lessons, uploads and transcodes in a drawer. */
export async function loader(args: Route.LoaderArgs) {
  const q = listQuery(args.request);
  const keyword = q.str("keyword");
  const catId = q.int("catId");
  const [list, cats] = await adminLoad(args, (ctx) =>
    Promise.all([listCoursesForStaff(ctx, { current: q.current, size: q.size, keyword, catId }), listCatsForStaff(ctx)]),
  );
  return { list, cats, keyword: keyword ?? "", catId: catId ?? null };
}

export function meta() {
  return [{ title: "视频课程 - 管理后台" }];
}

type Course = Route.ComponentProps["loaderData"]["list"]["records"][number];
type Cat = Route.ComponentProps["loaderData"]["cats"][number];

const STATES = [
  { value: "published", label: "已发布" },
  { value: "hidden", label: "已隐藏" },
];
// Lessons, uploads and transcoding: fetched when a course's 课时与视频 is first opened (issue 15).
const loadLessons = () => import("~/features/learning/LessonsDrawer").then((m) => m.LessonsDrawer);

function CourseForm({ course, cats, onClose, onDone }: { course: Course | null; cats: Cat[]; onClose: () => void; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  const form = useForm(
    {
      title: course?.title ?? "",
      catId: String(course ? (course.catId ?? "") : (cats[0]?.id ?? "")),
      lecturer: course?.lecturer ?? "",
      summary: course?.summary ?? "",
      state: course?.state ?? "published",
      publishedOn: course?.publishedOn ?? chinaToday(),
    },
    {
      title: [required("请填写课程名称"), maxLength(100, "课程名称不能超过 100 个字")],
      lecturer: [maxLength(50, "讲师不能超过 50 个字")],
      summary: [maxLength(1000, "简介不能超过 1000 个字")],
      publishedOn: [required("请选择发布日期"), pattern(/^\d{4}-\d{2}-\d{2}$/, "日期格式为 YYYY-MM-DD")],
    },
  );
  const submit = form.submit(async (v) => {
    setBusy(true);
    const body = {
      ...(course ? { id: course.id } : {}),
      title: v.title.trim(),
      catId: v.catId ? Number(v.catId) : null,
      lecturer: v.lecturer.trim(),
      summary: v.summary.trim(),
      state: v.state,
      publishedOn: v.publishedOn,
    };
    const ok = await adminCall("videoCourse/save", body, "已保存");
    setBusy(false);
    if (ok) onDone();
  });
  return (
    <DialogForm width={640} title={course ? "修改课程" : "新建课程"} onClose={onClose} onSubmit={submit} busy={busy}>
      <TextField label="课程名称" maxLength={100} {...form.text("title")} />
      <div className="form-row">
        <SelectField
          label="分类"
          placeholder="不分类"
          options={cats.map((c) => ({ value: String(c.id), label: c.name }))}
          {...form.text("catId")}
        />
        <TextField label="讲师" maxLength={50} {...form.text("lecturer")} />
      </div>
      <TextAreaField label="简介" maxLength={1000} minRows={4} {...form.text("summary")} />
      <div className="form-row">
        <SelectField label="状态" options={STATES} {...form.text("state")} />
        <TextField label="发布日期" type="date" {...form.text("publishedOn")} />
      </div>
    </DialogForm>
  );
}

/** The categories: renamed in place (on leaving the box), deleted, added at the end. */
function CatsDialog({ cats, onClose, onChange }: { cats: Cat[]; onClose: () => void; onChange: () => void }) {
  const [name, setName] = useState("");
  const rename = async (c: Cat, value: string) => {
    const next = value.trim();
    if (next && next !== c.name && (await adminCall("videoCat/save", { id: c.id, name: next }, "已改名"))) onChange();
  };
  const remove = async (c: Cat) => {
    if (await confirmedRemove(`删除分类“${c.name}”？`, "videoCat/delete", { id: c.id })) onChange();
  };
  const add = async () => {
    if (!name.trim()) return;
    if (await adminCall("videoCat/save", { name: name.trim(), sort: cats.length }, "已添加")) {
      setName("");
      onChange();
    }
  };
  return (
    <Dialog open title="课程分类" onClose={onClose}>
      <ul className="admin-cat-list">
        {cats.map((c) => (
          <li key={c.id}>
            <span className="ui-input ui-input-borderless">
              <input defaultValue={c.name} maxLength={30} aria-label="分类名称" onBlur={(e) => void rename(c, e.target.value)} />
            </span>
            <Button size="small" variant="link" className="ui-btn-danger" onClick={() => void remove(c)}>
              删除
            </Button>
          </li>
        ))}
      </ul>
      <form
        className="admin-cat-add"
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        <span className="ui-input">
          <input value={name} maxLength={30} placeholder="新分类名称" aria-label="新分类名称" onChange={(e) => setName(e.target.value)} />
        </span>
        <Button type="submit" variant="primary">
          添加
        </Button>
      </form>
    </Dialog>
  );
}

export default function AdminCourses({ loaderData }: Route.ComponentProps) {
  const { list, cats, keyword, catId } = loaderData;
  const { revalidate } = useRevalidator();
  const go = useListNav();
  const [editing, setEditing] = useState<Course | "new" | null>(null);
  const [lessonsOf, setLessonsOf] = useState<Course | null>(null);
  const LessonsDrawer = useLoadedComponent(loadLessons, Boolean(lessonsOf));
  const [catsOpen, setCatsOpen] = useState(false);
  const catName = new Map(cats.map((c) => [c.id, c.name]));
  const remove = async (c: Course) => {
    if (await confirmedRemove(`删除课程“${c.title}”及其全部课时、收藏与学习记录？`, "videoCourse/delete", { id: c.id })) await revalidate();
  };
  return (
    <div className="admin-panel">
      <div className="admin-toolbar">
        <Button variant="primary" onClick={() => setEditing("new")}>
          新建课程
        </Button>
        <FilterSelect
          label="分类"
          placeholder="全部分类"
          width={160}
          value={catId ?? ""}
          options={cats.map((c) => ({ value: c.id, label: c.name }))}
          onChange={(v) => go({ catId: v || undefined })}
        />
        <SearchBox
          label="搜索课程"
          placeholder="课程名称或讲师"
          width={220}
          defaultValue={keyword}
          onSearch={(v) => go({ keyword: v || undefined })}
        />
        <Button onClick={() => setCatsOpen(true)}>管理分类</Button>
      </div>
      <DataTable
        label="视频课程"
        rowKey={(c) => c.id}
        rows={list.records}
        columns={[
          { title: "课程", key: "title" },
          { title: "分类", key: "catId", width: 120, render: (c) => (c.catId ? catName.get(c.catId) : "—") },
          { title: "讲师", key: "lecturer", width: 100 },
          { title: "课时", key: "lessonCount", width: 70 },
          { title: "发布日期", key: "publishedOn", width: 110 },
          {
            title: "状态",
            key: "state",
            width: 80,
            render: (c) => (c.state === "published" ? <Tag color="green">已发布</Tag> : <Tag>已隐藏</Tag>),
          },
          {
            title: "操作",
            key: "actions",
            width: 240,
            render: (c) => (
              <RowActions>
                <Button size="small" variant="link" onClick={() => setLessonsOf(c)}>
                  课时与视频
                </Button>
                <Button size="small" variant="link" onClick={() => setEditing(c)}>
                  编辑
                </Button>
                <Button size="small" variant="link" className="ui-btn-danger" onClick={() => void remove(c)}>
                  删除
                </Button>
              </RowActions>
            ),
          },
        ]}
      />
      <ListPager list={list} unit="门" />
      {editing && (
        <CourseForm
          course={editing === "new" ? null : editing}
          cats={cats}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            revalidate();
          }}
        />
      )}
      {lessonsOf && LessonsDrawer && (
        <LessonsDrawer
          course={lessonsOf}
          onClose={() => {
            setLessonsOf(null);
            revalidate();
          }}
        />
      )}
      {catsOpen && <CatsDialog cats={cats} onClose={() => setCatsOpen(false)} onChange={revalidate} />}
    </div>
  );
}
