import type { StaffTenderDetail, StaffTenderField } from "@portal/core";
import { Button, Descriptions, Drawer, Input, Popconfirm, Space, Table, Tag, Tooltip } from "antd";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { withAntdScope } from "~/components/AntdScope";
import { adminCall } from "~/components/admin/api";
import { TenderFieldForm } from "./TenderFieldForm";
import { codeOf, STATE_TAGS, showValue } from "./tender-labels";

type OrgRef = { id: number; name: string } | null;
const orgLink = (o: OrgRef) =>
  o ? (
    <a href={`/tender/org/${o.id}`} target="_blank" rel="noreferrer">
      {o.name}
    </a>
  ) : (
    "—"
  );

/** Withdraw or restore, confirmed, with an optional reason for the audit log. */
function StateButton({ detail, onDone }: { detail: StaffTenderDetail; onDone: () => void }) {
  const [reason, setReason] = useState("");
  const withdrawn = detail.state === "withdrawn";
  const act = async () => {
    const verb = withdrawn ? "restore" : "withdraw";
    if (await adminCall(`tender/${verb}`, { id: detail.id, reason }, withdrawn ? "已恢复，前台重新显示" : "已撤下，前台不再显示")) {
      setReason("");
      onDone();
    }
  };
  return (
    <Popconfirm
      title={withdrawn ? "恢复这条公告？恢复后前台重新显示。" : "撤下这条公告？撤下后前台搜索、详情、单位页和统计都不再显示。"}
      description={
        <Input placeholder="原因（选填，记入操作日志）" maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
      }
      okText={withdrawn ? "恢复" : "撤下"}
      okButtonProps={{ danger: !withdrawn }}
      cancelText="取消"
      onConfirm={act}
    >
      <Button danger={!withdrawn}>{withdrawn ? "恢复公告" : "撤下公告"}</Button>
    </Popconfirm>
  );
}

function FieldTable({ detail, onChanged }: { detail: StaffTenderDetail; onChanged: () => void }) {
  const [editing, setEditing] = useState<string | null>(null);
  const uncorrect = async (field: string) => {
    if (await adminCall("tender/uncorrect", { id: detail.id, field }, "已撤销更正")) onChanged();
  };
  return (
    <Table<StaffTenderField>
      rowKey="key"
      size="small"
      pagination={false}
      dataSource={detail.fields}
      columns={[
        { title: "字段", dataIndex: "label", width: 120 },
        {
          title: "当前值",
          render: (_, f) =>
            editing === f.key ? (
              <TenderFieldForm
                id={detail.id}
                field={f.key}
                value={f.value}
                onDone={(saved) => {
                  setEditing(null);
                  if (saved) onChanged();
                }}
              />
            ) : (
              <Space size={4} wrap>
                <span title={codeOf(f.key, f.value)}>{showValue(f.key, f.value)}</span>
                {f.correction && (
                  <Tooltip title={`${f.correction.byName} 于 ${f.correction.at} 更正；抽取值：${showValue(f.key, f.extracted?.value)}`}>
                    <Tag color="blue">已更正</Tag>
                  </Tooltip>
                )}
              </Space>
            ),
        },
        {
          title: "抽取依据",
          width: 260,
          render: (_, f) =>
            f.extracted ? (
              <div className="tender-evidence">
                <span className="muted small">
                  置信度 {Math.round(f.extracted.confidence * 100)}%{f.extracted.source === "llm" ? "，由语言模型补充" : ""}
                </span>
                <div>{f.extracted.evidence || "—"}</div>
              </div>
            ) : (
              <span className="muted small">未抽取到</span>
            ),
        },
        {
          title: "操作",
          width: 120,
          render: (_, f) =>
            f.editable && editing !== f.key ? (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing(f.key)} aria-label={`更正${f.label}`}>
                  更正
                </Button>
                {f.correction && (
                  <Popconfirm title="撤销更正，恢复为自动抽取的值？" okText="撤销" cancelText="取消" onConfirm={() => uncorrect(f.key)}>
                    <Button type="link" size="small">
                      撤销
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ) : null,
        },
      ]}
    />
  );
}

/** One announcement for staff: its facts, every field with evidence and corrections, and the original text. */
function TenderDrawerBody({ detail, onClose }: { detail: StaffTenderDetail | null; onClose: () => void }) {
  const { revalidate } = useRevalidator();
  const reload = () => void revalidate();
  return (
    <Drawer
      open={!!detail}
      onClose={onClose}
      size={880}
      title={detail ? `公告 #${detail.id}` : ""}
      extra={
        detail && (
          <Space>
            {detail.state === "published" && (
              <a href={`/tenderDetails/${detail.id}`} target="_blank" rel="noreferrer">
                前台查看
              </a>
            )}
            <StateButton detail={detail} onDone={reload} />
          </Space>
        )
      }
    >
      {detail && (
        <div key={detail.id} className="tender-drawer">
          <h2 className="tender-drawer-title">
            {detail.title} <Tag color={STATE_TAGS[detail.state]?.color}>{STATE_TAGS[detail.state]?.text ?? detail.state}</Tag>
          </h2>
          <Descriptions size="small" column={2} bordered styles={{ label: { whiteSpace: "nowrap" } }}>
            <Descriptions.Item label="阶段">{detail.stageLabel ?? "—"}</Descriptions.Item>
            <Descriptions.Item label="类别">{detail.categoryLabel}</Descriptions.Item>
            <Descriptions.Item label="地区">{detail.regionName ?? "—"}</Descriptions.Item>
            <Descriptions.Item label="发布日期">{detail.publishedOn}</Descriptions.Item>
            <Descriptions.Item label="招标人">{orgLink(detail.buyer)}</Descriptions.Item>
            <Descriptions.Item label="代理机构">{orgLink(detail.agency)}</Descriptions.Item>
            <Descriptions.Item label="中标人">{orgLink(detail.winner)}</Descriptions.Item>
            <Descriptions.Item label="来源">
              <a href={detail.sourceUrl} target="_blank" rel="noopener noreferrer">
                {detail.sourceSite ?? "原文"}
              </a>
            </Descriptions.Item>
            <Descriptions.Item label="采集时间">{detail.createdAt}</Descriptions.Item>
            <Descriptions.Item label="更新时间">{detail.updatedAt}</Descriptions.Item>
          </Descriptions>
          <h3>字段</h3>
          <FieldTable detail={detail} onChanged={reload} />
          <h3>原文</h3>
          <pre className="tender-drawer-text">{detail.text}</pre>
        </div>
      )}
    </Drawer>
  );
}

/** Fetched when first opened, by pages that load no antd of their own: it brings its own scope. */
export const TenderDrawer = withAntdScope(TenderDrawerBody);
