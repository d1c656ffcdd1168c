'use client';

import { useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  colourPresets,
  previewFieldLimits,
  type PreviewSettings,
  type PreviewTextField,
} from '@/lib/preview-settings';
import { parseHexColor, sanitizeHexInput } from '@/lib/hex-color';
import type { PreviewLabels } from './preview-types';

const tabs = ['basics', 'design', 'contact'] as const;
type Tab = (typeof tabs)[number];

const textFields: Record<
  Exclude<Tab, 'design'>,
  ReadonlyArray<{ key: PreviewTextField; type: string; autoComplete: string }>
> = {
  basics: [
    { key: 'dealerName', type: 'text', autoComplete: 'organization' },
    { key: 'tagline', type: 'text', autoComplete: 'off' },
  ],
  contact: [
    { key: 'phone', type: 'tel', autoComplete: 'tel' },
    { key: 'address', type: 'text', autoComplete: 'street-address' },
    { key: 'email', type: 'email', autoComplete: 'email' },
  ],
};

const inputClass =
  'mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-navy-900 focus-visible:border-brand-600';

/** The settings form: Basics, Design and Contact tabs (WAI-ARIA tabs, arrow keys move). */
export function PreviewControls({
  labels,
  settings,
  onChange,
}: {
  labels: PreviewLabels;
  settings: PreviewSettings;
  onChange: (patch: Partial<PreviewSettings>) => void;
}) {
  const id = useId();
  const [tab, setTab] = useState<Tab>('basics');
  const [hexDraft, setHexDraft] = useState(settings.primaryColor.toUpperCase());
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({
    basics: null,
    design: null,
    contact: null,
  });
  const hexValid = parseHexColor(hexDraft) !== null;

  const moveTab = (event: KeyboardEvent, current: Tab) => {
    const index = tabs.indexOf(current);
    const targets: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = tabs[targets[event.key] ?? -1];
    if (!next) return;
    event.preventDefault();
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  const setColour = (hex: string) => {
    setHexDraft(hex.toUpperCase());
    onChange({ primaryColor: hex });
  };

  const field = ({
    key,
    type,
    autoComplete,
  }: {
    key: PreviewTextField;
    type: string;
    autoComplete: string;
  }) => (
    <label key={key} className="block text-sm font-semibold text-navy-900">
      {labels.fields[key]}
      <input
        type={type}
        value={settings[key]}
        maxLength={previewFieldLimits[key]}
        autoComplete={autoComplete}
        onChange={(event) => onChange({ [key]: event.target.value })}
        className={inputClass}
      />
    </label>
  );

  return (
    <div className="rounded-card border border-slate-200 bg-white p-5 sm:p-6">
      <div
        role="tablist"
        aria-label={labels.controlsLabel}
        className="grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1"
      >
        {tabs.map((name) => (
          <button
            key={name}
            ref={(node) => {
              tabRefs.current[name] = node;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`${id}-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            onKeyDown={(event) => moveTab(event, name)}
            className="rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 aria-selected:bg-white aria-selected:text-brand-700 aria-selected:shadow-sm"
          >
            {labels.tabs[name]}
          </button>
        ))}
      </div>

      {tabs.map((name) => (
        <div
          key={name}
          role="tabpanel"
          id={`${id}-panel-${name}`}
          aria-labelledby={`${id}-tab-${name}`}
          hidden={tab !== name}
          className="mt-5 space-y-4"
        >
          {name === 'design' ? (
            <>
              <fieldset>
                <legend className="text-sm font-semibold text-navy-900">
                  {labels.fields.presets}
                </legend>
                <div className="mt-2 grid grid-cols-3 gap-2">
                  {colourPresets.map((preset) => (
                    <label key={preset.id} className="relative cursor-pointer">
                      <input
                        type="radio"
                        name={`${id}-preset`}
                        value={preset.hex}
                        checked={settings.primaryColor === preset.hex}
                        onChange={() => setColour(preset.hex)}
                        className="peer absolute inset-0 size-full cursor-pointer opacity-0"
                      />
                      <span className="flex items-center gap-2 rounded-lg border border-slate-200 px-2 py-1.5 text-sm text-slate-700 peer-checked:border-navy-900 peer-checked:font-semibold peer-checked:text-navy-900 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600">
                        <span
                          aria-hidden="true"
                          className="size-5 shrink-0 rounded-full"
                          style={{ background: preset.hex }}
                        />
                        {labels.colours[preset.id]}
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
              <div className="grid grid-cols-[auto_1fr] items-end gap-3">
                <label className="block text-sm font-semibold text-navy-900">
                  {labels.fields.picker}
                  <input
                    type="color"
                    value={settings.primaryColor}
                    onChange={(event) => setColour(event.target.value)}
                    className="mt-1.5 block h-11 w-16 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
                  />
                </label>
                <label className="block text-sm font-semibold text-navy-900">
                  {labels.fields.hex}
                  <input
                    type="text"
                    value={hexDraft}
                    maxLength={7}
                    spellCheck={false}
                    autoComplete="off"
                    aria-invalid={!hexValid}
                    aria-describedby={`${id}-hex-note`}
                    onChange={(event) => {
                      const draft = sanitizeHexInput(event.target.value).toUpperCase();
                      setHexDraft(draft);
                      const colour = parseHexColor(draft);
                      if (colour) onChange({ primaryColor: colour });
                    }}
                    className={`${inputClass} font-mono uppercase aria-invalid:border-red-600`}
                  />
                </label>
              </div>
              <p
                id={`${id}-hex-note`}
                aria-live="polite"
                className={`text-sm ${hexValid ? 'text-slate-600' : 'font-medium text-red-700'}`}
              >
                {hexValid ? labels.fields.hexHint : labels.fields.hexInvalid}
              </p>
            </>
          ) : (
            textFields[name].map(field)
          )}
        </div>
      ))}
    </div>
  );
}
