import type { Config } from "tailwindcss";

// The theme: calm, warm and readable. Every text/background pair used here meets WCAG AA.
export default {
  content: ["./client/index.html", "./client/src/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        brand: {
          50: "#effaf8",
          100: "#d6f1ec",
          200: "#aee2d9",
          600: "#127369",
          700: "#0f5f58",
          800: "#0d4c47",
          900: "#0b3d39",
        },
        canvas: "#fdfcf8",
        ink: "#1f2a30",
        muted: "#4b5a62",
      },
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
