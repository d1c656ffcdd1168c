import { ImageResponse } from 'next/og';
import { markDataUrl } from '@/lib/seo/brand';

export const size = { width: 180, height: 180 };
export const contentType = 'image/png';

export default function AppleIcon() {
  return new ImageResponse(<img src={markDataUrl} width={180} height={180} alt="" />, size);
}
