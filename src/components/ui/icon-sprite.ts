/**
 * The icon sprite served at /icones.svg (src/pages/icones.svg.ts): one <symbol> per lucide icon the
 * site draws, with lucide's own drawing attributes, and the five review stars. Built once at build
 * time; pages reference it through <Icon> (./Icon.tsx).
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  ArrowRight,
  ArrowUp,
  Banknote,
  CalendarCheck,
  CalendarDays,
  ChevronLeft,
  ChevronRight,
  Construction,
  ExternalLink,
  FileText,
  Gift,
  House,
  Info,
  Landmark,
  Mail,
  MapPin,
  Maximize2,
  Menu,
  Pause,
  Phone,
  Play,
  Recycle,
  Sparkles,
  Wrench,
  X,
  type LucideIcon,
} from 'lucide-react';
import { STARS, type IconName } from './Icon';

/** Every icon of the sprite but the stars, by its name in <Icon name>. */
export const LUCIDE_ICONS = {
  'arrow-right': ArrowRight,
  'arrow-up': ArrowUp,
  banknote: Banknote,
  'calendar-check': CalendarCheck,
  'calendar-days': CalendarDays,
  'chevron-left': ChevronLeft,
  'chevron-right': ChevronRight,
  construction: Construction,
  'external-link': ExternalLink,
  'file-text': FileText,
  gift: Gift,
  home: House,
  info: Info,
  landmark: Landmark,
  mail: Mail,
  'map-pin': MapPin,
  'maximize-2': Maximize2,
  menu: Menu,
  pause: Pause,
  phone: Phone,
  play: Play,
  recycle: Recycle,
  sparkles: Sparkles,
  wrench: Wrench,
  x: X,
} as const satisfies Record<Exclude<IconName, 'etoiles'>, LucideIcon>;

/** A five-pointed star centred at (x, 12.5) in a 24-unit cell: ten points, outer and inner. */
const star = (x: number) =>
  `M${Array.from({ length: 10 }, (_, k) => {
    const angle = -Math.PI / 2 + (k * Math.PI) / 5;
    const radius = k % 2 === 0 ? 11 : 4.6;
    return `${(x + radius * Math.cos(angle)).toFixed(1)} ${(12.5 + radius * Math.sin(angle)).toFixed(1)}`;
  }).join('L')}Z`;
/** Five stars side by side in one path, filled with the colour of the element that uses them. */
export const STARS_PATH = Array.from({ length: STARS }, (_, i) => star(12 + 24 * i)).join('');

/** One lucide icon as a symbol: its children, under lucide's stroke attributes. */
function lucideSymbol(id: string, icon: LucideIcon): string {
  const svg = renderToStaticMarkup(createElement(icon));
  const open = svg.slice(0, svg.indexOf('>'));
  const attributes = ['viewBox', 'fill', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin']
    .map((name) => open.match(new RegExp(` ${name}="[^"]*"`))?.[0] ?? '')
    .join('');
  const children = svg.slice(svg.indexOf('>') + 1, svg.lastIndexOf('</svg>'));
  return `<symbol id="${id}"${attributes}>${children}</symbol>`;
}

/** The sprite: one <symbol> per lucide icon, then the stars (120 × 24). */
export function iconSpriteSvg(): string {
  const symbols = Object.entries(LUCIDE_ICONS).map(([id, icon]) => lucideSymbol(id, icon));
  symbols.push(`<symbol id="etoiles" viewBox="0 0 ${24 * STARS} 24"><path d="${STARS_PATH}"/></symbol>`);
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}
