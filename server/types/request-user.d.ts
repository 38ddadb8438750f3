// Request.user is declared by passport's types; loaded here so routes can read the session user.
import type {} from "passport";
