import { ImageResponse } from 'next/og';
import { siteConfig } from '@/lib/site-config';
import { markDataUrl } from '@/lib/seo/brand';

export const dynamic = 'force-static';

/** The default social sharing image (1200×630), rendered once at build time. */
export function GET() {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background: 'linear-gradient(135deg, #0B1B34 0%, #13294D 60%, #1D4ED8 140%)',
        color: '#fff',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={markDataUrl} width={88} height={88} alt="" style={{ borderRadius: 20 }} />
        <div style={{ fontSize: 44, fontWeight: 700 }}>{siteConfig.name}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        <div style={{ fontSize: 72, fontWeight: 700, lineHeight: 1.05 }}>
          Websites that sell cars.
        </div>
        <div style={{ fontSize: 34, color: '#CBD5E1' }}>
          Dealer websites, apps and marketing for Cyprus, North Cyprus and Turkey.
        </div>
      </div>
      <div style={{ display: 'flex', gap: 40, fontSize: 30, color: '#F59E0B' }}>
        <span>1000+ dealers</span>
        <span>300% more leads</span>
        <span>15+ years</span>
      </div>
    </div>,
    { width: 1200, height: 630 },
  );
}
