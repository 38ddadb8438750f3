import type { Config } from "tailwindcss";

// The theme: calm, warm and readable (the colours, light and dark, are in client/src/index.css).
export default {
  content: ["./client/index.html", "./client/src/**/*.{ts,tsx}"],
  theme: {
    extend: {
      // The colours are CSS variables in client/src/index.css (@theme), so the dark theme can redefine them.

      // One typeface everywhere (client/src/fonts.css): Inter, with an Arial sized to match until it loads.
      fontFamily: {
        sans: [
          "Inter",
          "Inter Fallback",
          "ui-sans-serif",
          "system-ui",
          "-apple-system",
          "Segoe UI",
          "Roboto",
          "sans-serif",
        ],
      },
    },
  },
} satisfies Config;
