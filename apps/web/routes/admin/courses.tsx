import { listCatsForStaff, listCoursesForStaff } from "@portal/core";
import { Button, DatePicker, Form, Input, List, Modal, Popconfirm, Select, Table, Tag } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useRevalidator } from "react-router";
import type { Route } from "./+types/courses";
import { adminCall, listPagination, useListNav } from "./lib/api";
import { adminLoad, listQuery } from "./lib/guard.server";
import { LessonsDrawer } from "./lib/LessonsDrawer";

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

function CourseForm({ course, cats, onClose, onDone }: { course: Course | null; cats: Cat[]; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm();
  return (
    <Modal open width={640} title={course ? "修改课程" : "新建课程"} onOk={() => form.submit()} onCancel={onClose}>
      <Form
        form={form}
        layout="vertical"
        initialValues={
          course
            ? { ...course, publishedOn: dayjs(course.publishedOn) }
            : { state: "published", publishedOn: dayjs(), catId: cats[0]?.id ?? null }
        }
        onFinish={async (v) =>
          (await adminCall(
            "videoCourse/save",
            { ...v, catId: v.catId ?? null, publishedOn: v.publishedOn?.format("YYYY-MM-DD"), ...(course ? { id: course.id } : {}) },
            "已保存",
          )) && onDone()
        }
      >
        <Form.Item label="课程名称" name="title" rules={[{ required: true, message: "请填写课程名称" }, { max: 100 }]}>
          <Input />
        </Form.Item>
        <Form.Item label="分类" name="catId">
          <Select allowClear options={cats.map((c) => ({ value: c.id, label: c.name }))} placeholder="不分类" />
        </Form.Item>
        <Form.Item label="讲师" name="lecturer" rules={[{ max: 50 }]}>
          <Input />
        </Form.Item>
        <Form.Item label="简介" name="summary" rules={[{ max: 1000 }]}>
          <Input.TextArea rows={4} showCount maxLength={1000} />
        </Form.Item>
        <Form.Item label="状态" name="state">
          <Select
            options={[
              { value: "published", label: "已发布" },
              { value: "hidden", label: "已隐藏" },
            ]}
          />
        </Form.Item>
        <Form.Item label="发布日期" name="publishedOn">
          <DatePicker />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function CatsDialog({ cats, onClose, onChange }: { cats: Cat[]; onClose: () => void; onChange: () => void }) {
  const [name, setName] = useState("");
  return (
    <Modal open title="课程分类" footer={null} onCancel={onClose}>
      <List
        dataSource={cats}
        renderItem={(c) => (
          <List.Item
            actions={[
              <Popconfirm
                key="del"
                title={`删除分类“${c.name}”？`}
                onConfirm={async () => (await adminCall("videoCat/delete", { id: c.id }, "已删除")) && onChange()}
              >
                <Button size="small" type="link" danger>
                  删除
                </Button>
              </Popconfirm>,
            ]}
          >
            <Input
              defaultValue={c.name}
              maxLength={30}
              variant="borderless"
              aria-label="分类名称"
              onBlur={async (e) =>
                e.target.value.trim() &&
                e.target.value !== c.name &&
                (await adminCall("videoCat/save", { id: c.id, name: e.target.value.trim() }, "已改名")) &&
                onChange()
              }
            />
          </List.Item>
        )}
      />
      <Input.Search
        value={name}
        maxLength={30}
        placeholder="新分类名称"
        enterButton="添加"
        onChange={(e) => setName(e.target.value)}
        onSearch={async (v) => {
          if (!v.trim()) return;
          if (await adminCall("videoCat/save", { name: v.trim(), sort: cats.length }, "已添加")) {
            setName("");
            onChange();
          }
        }}
      />
    </Modal>
  );
}

export default function AdminCourses({ loaderData }: Route.ComponentProps) {
  const { list, cats, keyword, catId } = loaderData;
  const { revalidate } = useRevalidator();
  const go = useListNav();
  const [editing, setEditing] = useState<Course | "new" | null>(null);
  const [lessonsOf, setLessonsOf] = useState<Course | null>(null);
  const [catsOpen, setCatsOpen] = useState(false);
  const catName = new Map(cats.map((c) => [c.id, c.name]));
  return (
    <div className="admin-panel">
      <div className="admin-toolbar">
        <Button type="primary" onClick={() => setEditing("new")}>
          新建课程
        </Button>
        <Select
          allowClear
          placeholder="全部分类"
          style={{ width: 160 }}
          value={catId ?? undefined}
          options={cats.map((c) => ({ value: c.id, label: c.name }))}
          onChange={(v) => go({ catId: v ?? undefined })}
        />
        <Input.Search
          placeholder="课程名称或讲师"
          defaultValue={keyword}
          allowClear
          style={{ width: 220 }}
          onSearch={(v) => go({ keyword: v.trim() || undefined })}
        />
        <Button onClick={() => setCatsOpen(true)}>管理分类</Button>
      </div>
      <Table
        rowKey="id"
        dataSource={list.records}
        pagination={listPagination(list, go)}
        columns={[
          { title: "课程", dataIndex: "title" },
          { title: "分类", dataIndex: "catId", width: 120, render: (id: number | null) => (id ? catName.get(id) : "—") },
          { title: "讲师", dataIndex: "lecturer", width: 100 },
          { title: "课时", dataIndex: "lessonCount", width: 70 },
          { title: "发布日期", dataIndex: "publishedOn", width: 110 },
          {
            title: "状态",
            dataIndex: "state",
            width: 80,
            render: (s: string) => (s === "published" ? <Tag color="green">已发布</Tag> : <Tag>已隐藏</Tag>),
          },
          {
            title: "操作",
            width: 200,
            render: (_: unknown, c: Course) => (
              <>
                <Button size="small" type="link" onClick={() => setLessonsOf(c)}>
                  课时与视频
                </Button>
                <Button size="small" type="link" onClick={() => setEditing(c)}>
                  编辑
                </Button>
                <Popconfirm
                  title={`删除课程“${c.title}”及其全部课时、收藏与学习记录？`}
                  onConfirm={async () => (await adminCall("videoCourse/delete", { id: c.id }, "已删除")) && revalidate()}
                >
                  <Button size="small" type="link" danger>
                    删除
                  </Button>
                </Popconfirm>
              </>
            ),
          },
        ]}
      />
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
      {lessonsOf && (
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
