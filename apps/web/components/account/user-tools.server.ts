import UserTools from "./UserTools";
import { registerUserTools } from "./user-tools-slot";

// The server renders the signed-in top bar at once (user-tools-slot.tsx).
registerUserTools(UserTools);
