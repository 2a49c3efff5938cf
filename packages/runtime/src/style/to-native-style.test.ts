import { describe, expect, it } from 'vitest';
import { nativeStyleKeys, toNativeStyle } from './to-native-style.ts';

describe('toNativeStyle', () => {
  it('reads numbers and px strings as pixels and keeps percentages', () => {
    expect(toNativeStyle({ width: 120, height: '40px', padding: '12', maxWidth: '50%', margin: 'auto' })).toEqual({
      width: 120,
      height: 40,
      padding: 12,
      maxWidth: '50%',
      margin: 'auto',
    });
  });

  it('keeps colours, font weights and keywords', () => {
    expect(
      toNativeStyle({
        color: '#333',
        backgroundColor: 'rgba(0, 0, 0, 0.5)',
        borderColor: 'red',
        fontWeight: 600,
        textAlign: 'center',
        flexDirection: 'row',
        alignItems: 'start',
        justifyContent: 'space-between',
        position: 'absolute',
      }),
    ).toEqual({
      color: '#333',
      backgroundColor: 'rgba(0, 0, 0, 0.5)',
      borderColor: 'red',
      fontWeight: '600',
      textAlign: 'center',
      flexDirection: 'row',
      alignItems: 'flex-start',
      justifyContent: 'space-between',
      position: 'absolute',
    });
  });

  it('drops unknown keys and values that do not fit the key', () => {
    expect(
      toNativeStyle({
        cursor: 'pointer',
        display: 'grid',
        width: 'calc(100% - 2px)',
        height: '3em',
        padding: -4,
        fontSize: '-1px',
        color: 12,
        backgroundColor: 'url(x)',
        opacity: 2,
        fontWeight: 'heavy',
        textAlign: 'middle',
        gap: '10%',
        borderWidth: '50%',
      }),
    ).toEqual({});
  });

  it('allows negative margins and offsets but not negative sizes', () => {
    expect(toNativeStyle({ marginTop: -8, left: '-4px', width: -10 })).toEqual({ marginTop: -8, left: -4 });
  });

  it('reads opacity and flex numbers from strings too', () => {
    expect(toNativeStyle({ opacity: '0.5', flex: 1, flexGrow: '2' })).toEqual({ opacity: 0.5, flex: 1, flexGrow: 2 });
  });

  it('never reads inherited keys', () => {
    expect(toNativeStyle(JSON.parse('{"constructor": 1, "toString": "x", "__proto__": {"width": 3}}'))).toEqual({});
  });

  it('lists the documented whitelist', () => {
    for (const key of ['width', 'minHeight', 'marginLeft', 'paddingVertical', 'borderColor', 'gap', 'bottom', 'textAlign']) {
      expect(nativeStyleKeys).toContain(key);
    }
  });
});
