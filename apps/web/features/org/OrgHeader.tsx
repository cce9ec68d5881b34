import { Button, Descriptions, Input, message, Popconfirm, Space, Tag } from "antd";
import { useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { Card } from "~/components/form/Card";
import { post } from "~/lib/request";
import { attempt, type OrgDetail, ROLE_TEXT } from "./types";

/** The organisation's name (administrators rename it), code, plan, size, and 退出机构. */
export function OrgHeader({ org }: { org: OrgDetail }) {
  const { revalidate } = useRevalidator();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(org.name);
  const isAdmin = org.role === "admin";
  const save = async () => {
    const trimmed = name.trim();
    if (!trimmed) return void message.error("请填写机构名称");
    if (!(await attempt(() => post("/ai/userOrgName/update", { companyId: org.id, name: trimmed })))) return;
    message.success("机构名称已修改");
    setEditing(false);
    revalidate();
  };
  const leave = async () => {
    if (!(await attempt(() => post("/user/org/leave", { companyId: org.id })))) return;
    message.success(`您已退出“${org.name}”`);
    navigate("/backService");
  };
  const title = editing ? (
    <Space.Compact className="org-name-edit">
      <Input
        aria-label="机构名称"
        value={name}
        maxLength={50}
        autoFocus
        onChange={(e) => setName(e.target.value)}
        onPressEnter={save}
        onKeyDown={(e) => {
          if (e.key === "Escape") setEditing(false);
        }}
      />
      <Button type="primary" onClick={save}>
        保存
      </Button>
      <Button onClick={() => setEditing(false)}>取消</Button>
    </Space.Compact>
  ) : (
    <Space>
      <h2 className="org-name">{org.name}</h2>
      {isAdmin && (
        <Button
          size="small"
          onClick={() => {
            setName(org.name);
            setEditing(true);
          }}
        >
          修改名称
        </Button>
      )}
    </Space>
  );
  return (
    <Card
      title={title}
      extra={
        <Popconfirm
          title="确定退出该机构？"
          description="退出后将无法查看机构成员与共享订阅。"
          okText="退出"
          cancelText="取消"
          onConfirm={leave}
        >
          <Button danger>退出机构</Button>
        </Popconfirm>
      }
    >
      <Descriptions column={{ xs: 1, sm: 2, md: 3 }}>
        <Descriptions.Item label="机构代码">{org.code}</Descriptions.Item>
        <Descriptions.Item label="我的角色">{ROLE_TEXT[org.role]}</Descriptions.Item>
        <Descriptions.Item label="当前套餐">
          <Tag color={org.plan.code === "FREE" ? "default" : "gold"}>{org.plan.name}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label="成员人数">{org.members.length} 人</Descriptions.Item>
        <Descriptions.Item label="创建日期">{org.createdAt}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
