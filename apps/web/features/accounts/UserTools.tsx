import type { RootData } from "~/root";
import { MessageBell } from "./MessageBell";
import { UserMenu } from "./UserMenu";

/**
 * The signed-in end of the top bar: message bell and user menu. TopBar loads it on demand, so a
 * visitor who is not signed in (most of them, and every crawler) loads neither at start.
 */
export default function UserTools({ user, unread }: { user: NonNullable<RootData["user"]>; unread: number }) {
  return (
    <>
      <MessageBell initial={unread} />
      <UserMenu user={user} />
    </>
  );
}
