// Brings in passport's `req.user` on Express requests; tsconfig's "types" list leaves it out.
/// <reference types="passport" />
