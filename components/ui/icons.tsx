import { createElement, type JSX, type SVGProps } from 'react';
import type { IconKey } from '@/lib/content/icon-keys';
import { mergedShapes } from './icon-path';
import {
  AlertTriangle as alertTriangle,
  ArrowLeft as arrowLeft,
  ArrowRight as arrowRight,
  ArrowUpRight as arrowUpRight,
  BadgeCheck as badgeCheck,
  BadgePoundSterling as badgePoundSterling,
  Banknote as banknote,
  BarChart3 as barChart3,
  Boxes as boxes,
  Calculator as calculator,
  CalendarCheck as calendarCheck,
  CalendarDays as calendarDays,
  Camera as camera,
  CarFront as carFront,
  Check as check,
  CheckCircle2 as checkCircle2,
  ChevronLeft as chevronLeft,
  ChevronRight as chevronRight,
  CircleMinus as circleMinus,
  Clock as clock,
  Code2 as code2,
  Download as download,
  ExternalLink as externalLink,
  FileText as fileText,
  Gauge as gauge,
  Gem as gem,
  Globe as globe,
  HandCoins as handCoins,
  Handshake as handshake,
  Headset as headset,
  Info as info,
  Languages as languages,
  LayoutGrid as layoutGrid,
  LockKeyhole as lockKeyhole,
  LogOut as logOut,
  Magnet as magnet,
  Mail as mail,
  MailCheck as mailCheck,
  MapPin as mapPin,
  MapPinned as mapPinned,
  Megaphone as megaphone,
  MessageCircle as messageCircle,
  MessageSquareText as messageSquareText,
  Monitor as monitor,
  MonitorSmartphone as monitorSmartphone,
  MousePointerClick as mousePointerClick,
  Palette as palette,
  Pause as pause,
  Phone as phone,
  PhoneCall as phoneCall,
  Play as play,
  PlugZap as plugZap,
  Printer as printer,
  Quote as quote,
  Receipt as receipt,
  RefreshCw as refreshCw,
  Repeat as repeat,
  Rocket as rocket,
  RotateCcw as rotateCcw,
  Search as search,
  ShieldCheck as shieldCheck,
  Siren as siren,
  SlidersHorizontal as slidersHorizontal,
  Smartphone as smartphone,
  Star as star,
  Tablet as tablet,
  Target as target,
  TrendingUp as trendingUp,
  Trophy as trophy,
  Truck as truck,
  Upload as upload,
  Users as users,
  Wrench as wrench,
  X as x,
  XCircle as xCircle,
  type IconNode,
} from 'lucide';

/**
 * The site's icons: Lucide's drawings (the `lucide` package is only their data) as plain SVG.
 * lucide-react ≥ 1 marks its icon a client component, so every icon a server component drew
 * crossed into the client: its drawing went into the page's RSC payload as props and React
 * hydrated it as a component (81 of them on the home page). These render on the server like
 * any element, and work in client components too. Like Lucide's, an icon with no accessible
 * name (aria-label, aria-labelledby, role="img") is hidden from assistive technology. Their
 * stroke style is in globals.css (.lucide), once, not on every icon. Each is marked pure, so a
 * bundle keeps only the icons it uses.
 */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number | string };
export type IconComponent = (props: IconProps) => JSX.Element;

const camelCase = (name: string) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());

function icon(name: string, node: IconNode): IconComponent {
  const children = mergedShapes(node).map(([tag, attributes], index) =>
    createElement(tag, {
      key: index,
      ...Object.fromEntries(
        Object.entries(attributes).map(([key, value]) => [camelCase(key), value]),
      ),
    }),
  );
  function Icon({ size = 24, className, ...props }: IconProps) {
    const named = props['aria-label'] || props['aria-labelledby'] || props.role === 'img';
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        aria-hidden={named ? undefined : true}
        className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
        {...props}
      >
        {children}
      </svg>
    );
  }
  Icon.displayName = `Icon(${name})`;
  return Icon;
}

export const AlertTriangle = /* @__PURE__ */ icon('triangle-alert', alertTriangle);
export const ArrowLeft = /* @__PURE__ */ icon('arrow-left', arrowLeft);
export const ArrowRight = /* @__PURE__ */ icon('arrow-right', arrowRight);
export const ArrowUpRight = /* @__PURE__ */ icon('arrow-up-right', arrowUpRight);
export const BadgeCheck = /* @__PURE__ */ icon('badge-check', badgeCheck);
export const BadgePoundSterling = /* @__PURE__ */ icon('badge-pound-sterling', badgePoundSterling);
export const Banknote = /* @__PURE__ */ icon('banknote', banknote);
export const BarChart3 = /* @__PURE__ */ icon('chart-column', barChart3);
export const Boxes = /* @__PURE__ */ icon('boxes', boxes);
export const Calculator = /* @__PURE__ */ icon('calculator', calculator);
export const CalendarCheck = /* @__PURE__ */ icon('calendar-check', calendarCheck);
export const CalendarDays = /* @__PURE__ */ icon('calendar-days', calendarDays);
export const Camera = /* @__PURE__ */ icon('camera', camera);
export const CarFront = /* @__PURE__ */ icon('car-front', carFront);
export const Check = /* @__PURE__ */ icon('check', check);
export const CheckCircle2 = /* @__PURE__ */ icon('circle-check', checkCircle2);
export const ChevronLeft = /* @__PURE__ */ icon('chevron-left', chevronLeft);
export const ChevronRight = /* @__PURE__ */ icon('chevron-right', chevronRight);
export const CircleMinus = /* @__PURE__ */ icon('circle-minus', circleMinus);
export const Clock = /* @__PURE__ */ icon('clock', clock);
export const Code2 = /* @__PURE__ */ icon('code-xml', code2);
export const Download = /* @__PURE__ */ icon('download', download);
export const ExternalLink = /* @__PURE__ */ icon('external-link', externalLink);
export const FileText = /* @__PURE__ */ icon('file-text', fileText);
export const Gauge = /* @__PURE__ */ icon('gauge', gauge);
export const Gem = /* @__PURE__ */ icon('gem', gem);
export const Globe = /* @__PURE__ */ icon('globe', globe);
export const HandCoins = /* @__PURE__ */ icon('hand-coins', handCoins);
export const Handshake = /* @__PURE__ */ icon('handshake', handshake);
export const Headset = /* @__PURE__ */ icon('headset', headset);
export const Info = /* @__PURE__ */ icon('info', info);
export const Languages = /* @__PURE__ */ icon('languages', languages);
export const LayoutGrid = /* @__PURE__ */ icon('layout-grid', layoutGrid);
export const LockKeyhole = /* @__PURE__ */ icon('lock-keyhole', lockKeyhole);
export const LogOut = /* @__PURE__ */ icon('log-out', logOut);
export const Magnet = /* @__PURE__ */ icon('magnet', magnet);
export const Mail = /* @__PURE__ */ icon('mail', mail);
export const MailCheck = /* @__PURE__ */ icon('mail-check', mailCheck);
export const MapPin = /* @__PURE__ */ icon('map-pin', mapPin);
export const MapPinned = /* @__PURE__ */ icon('map-pinned', mapPinned);
export const Megaphone = /* @__PURE__ */ icon('megaphone', megaphone);
export const MessageCircle = /* @__PURE__ */ icon('message-circle', messageCircle);
export const MessageSquareText = /* @__PURE__ */ icon('message-square-text', messageSquareText);
export const Monitor = /* @__PURE__ */ icon('monitor', monitor);
export const MonitorSmartphone = /* @__PURE__ */ icon('monitor-smartphone', monitorSmartphone);
export const MousePointerClick = /* @__PURE__ */ icon('mouse-pointer-click', mousePointerClick);
export const Palette = /* @__PURE__ */ icon('palette', palette);
export const Pause = /* @__PURE__ */ icon('pause', pause);
export const Phone = /* @__PURE__ */ icon('phone', phone);
export const PhoneCall = /* @__PURE__ */ icon('phone-call', phoneCall);
export const Play = /* @__PURE__ */ icon('play', play);
export const PlugZap = /* @__PURE__ */ icon('plug-zap', plugZap);
export const Printer = /* @__PURE__ */ icon('printer', printer);
export const Quote = /* @__PURE__ */ icon('quote', quote);
export const Receipt = /* @__PURE__ */ icon('receipt', receipt);
export const RefreshCw = /* @__PURE__ */ icon('refresh-cw', refreshCw);
export const Repeat = /* @__PURE__ */ icon('repeat', repeat);
export const Rocket = /* @__PURE__ */ icon('rocket', rocket);
export const RotateCcw = /* @__PURE__ */ icon('rotate-ccw', rotateCcw);
export const Search = /* @__PURE__ */ icon('search', search);
export const ShieldCheck = /* @__PURE__ */ icon('shield-check', shieldCheck);
export const Siren = /* @__PURE__ */ icon('siren', siren);
export const SlidersHorizontal = /* @__PURE__ */ icon('sliders-horizontal', slidersHorizontal);
export const Smartphone = /* @__PURE__ */ icon('smartphone', smartphone);
export const Star = /* @__PURE__ */ icon('star', star);
export const Tablet = /* @__PURE__ */ icon('tablet', tablet);
export const Target = /* @__PURE__ */ icon('target', target);
export const TrendingUp = /* @__PURE__ */ icon('trending-up', trendingUp);
export const Trophy = /* @__PURE__ */ icon('trophy', trophy);
export const Truck = /* @__PURE__ */ icon('truck', truck);
export const Upload = /* @__PURE__ */ icon('upload', upload);
export const Users = /* @__PURE__ */ icon('users', users);
export const Wrench = /* @__PURE__ */ icon('wrench', wrench);
export const X = /* @__PURE__ */ icon('x', x);
export const XCircle = /* @__PURE__ */ icon('circle-x', xCircle);

/** What content's icon keys (lib/content/icon-keys.ts) draw. */
export const contentIcons = {
  'badge-pound-sterling': BadgePoundSterling,
  boxes: Boxes,
  calculator: Calculator,
  camera: Camera,
  'car-front': CarFront,
  clock: Clock,
  gauge: Gauge,
  globe: Globe,
  handshake: Handshake,
  languages: Languages,
  'layout-grid': LayoutGrid,
  magnet: Magnet,
  mail: Mail,
  'map-pin': MapPin,
  'map-pinned': MapPinned,
  megaphone: Megaphone,
  'message-circle': MessageCircle,
  'message-square-text': MessageSquareText,
  'monitor-smartphone': MonitorSmartphone,
  'mouse-pointer-click': MousePointerClick,
  palette: Palette,
  phone: Phone,
  printer: Printer,
  'refresh-cw': RefreshCw,
  search: Search,
  'shield-check': ShieldCheck,
  'sliders-horizontal': SlidersHorizontal,
  smartphone: Smartphone,
  star: Star,
  'trending-up': TrendingUp,
  trophy: Trophy,
  upload: Upload,
  users: Users,
  wrench: Wrench,
} as const satisfies Record<IconKey, IconComponent>;
