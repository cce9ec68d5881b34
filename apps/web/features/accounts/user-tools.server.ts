import UserTools from "./UserTools";
import { userTools } from "./user-tools-slot";

// The server renders the signed-in top bar at once (user-tools-slot.tsx).
userTools.register(UserTools);
