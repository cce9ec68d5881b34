import { useLocation, useNavigate } from "react-router";
import { confirmDialog } from "~/lib/confirm";
import { type ApiEnvelope, post, postFile } from "~/lib/request";
import { toast } from "~/lib/toast";

/**
 * Calls an admin API from the browser. Failures are already shown by the request wrapper (with the
 * server's Chinese message); a success message is shown when given. Returns null on failure.
 */
export async function adminCall<T = unknown>(path: string, body: unknown, success?: string): Promise<T | null> {
  try {
    const res: ApiEnvelope<T> = await post<T>(`/api/admin/${path}`, body);
    if (success) toast("success", success);
    return res.data;
  } catch {
    return null;
  }
}

/** Asks `question` with a red 删除, then calls `path` ("已删除" on success); true once it is gone. */
export async function confirmedRemove(question: string, path: string, body: unknown): Promise<boolean> {
  if (!(await confirmDialog({ title: question, okText: "删除", danger: true }))) return false;
  return Boolean(await adminCall(path, body, "已删除"));
}

/** Uploads one file (images for the editor and covers, PDF attachments); returns its address or null. */
export async function uploadFile(file: File): Promise<string | null> {
  if (file.size > 5 * 1024 * 1024) {
    toast("error", "文件不能超过 5 MB");
    return null;
  }
  const { ok, body } = await postFile<{ url: string }>("/api/admin/files/upload", file);
  if (!ok || !body?.data) {
    toast("error", body?.msg ?? "上传失败，请稍后再试");
    return null;
  }
  return body.data.url;
}

/**
 * Sends a large file as the request body itself (documents, videos): the server streams it into
 * storage. XMLHttpRequest, because fetch reports no upload progress. Returns the answer's data or null.
 */
export function uploadBody<T>(
  path: string,
  file: File,
  query: Record<string, string | number | undefined>,
  onProgress: (percent: number) => void,
) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== "") q.set(k, String(v));
  return new Promise<T | null>((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/admin/${path}?${q.toString()}`);
    xhr.setRequestHeader("X-Requested-With", "XMLHttpRequest");
    xhr.setRequestHeader("Content-Type", "application/octet-stream");
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    const fail = (msg: string) => {
      toast("error", msg);
      resolve(null);
    };
    xhr.onerror = () => fail("网络异常，上传未完成，请重试");
    xhr.onload = () => {
      let body: { msg?: string; data?: T } | null = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {}
      if (xhr.status !== 200 || !body?.data) fail(body?.msg ?? (xhr.status === 413 ? "文件太大" : "上传失败，请稍后再试"));
      else resolve(body.data);
    };
    xhr.send(file);
  });
}

export const STATUS_LABELS: Record<string, { text: string; color: string }> = {
  DRAFT: { text: "草稿", color: "default" },
  SCHEDULED: { text: "定时发布", color: "orange" },
  PUBLISHED: { text: "已发布", color: "green" },
};

/** Writes list filters into the URL (dropping empty ones and resetting to page 1 unless paging). */
export function withParams(search: string, changes: Record<string, string | number | undefined | null>): string {
  const q = new URLSearchParams(search);
  if (!("current" in changes)) q.delete("current");
  for (const [k, v] of Object.entries(changes)) {
    if (v === undefined || v === null || v === "") q.delete(k);
    else q.set(k, String(v));
  }
  const s = q.toString();
  return s ? `?${s}` : "";
}

type ListChanges = Record<string, string | number | undefined>;

/** A list page's filters and paging live in its address: `go({ status })` changes them (page 1 unless paging). */
export function useListNav(): (changes: ListChanges) => void {
  const { search } = useLocation();
  const navigate = useNavigate();
  return (changes) => navigate(withParams(search, changes));
}

/** The console tables' paging: page and size in the address, "共 N 条". */
export function listPagination(list: { current: number; size: number; total: number }, go: (changes: ListChanges) => void) {
  return {
    current: list.current,
    pageSize: list.size,
    total: list.total,
    showTotal: (n: number) => `共 ${n} 条`,
    onChange: (current: number, size: number) => go({ current, size }),
  };
}
