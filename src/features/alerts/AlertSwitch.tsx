import { useEffect, useState } from 'react';
import { browserFacts, hourLabel, pushSupport, type AlertSettingsValue, type PushSupport } from '../../shared/alerts/push-support.ts';
import { Button } from '../../shared/ui/Button.tsx';
import type { SaveSettings } from './save-settings.ts';
import { currentPermission, isSubscribed, subscribeDevice, TEST_NOTICE, type DeviceResult } from './push-device.ts';

type DeviceState = 'checking' | 'subscribed' | 'not-subscribed' | 'asking' | DeviceResult;

/**
 * 알림 켜기 / 모든 알림 끄기, and this phone's notifications. The browser's permission is asked only inside the member's
 * tap; an iPhone not opened from the home screen and a browser without notifications get a plain explanation instead.
 */
export function AlertSwitch({ settings, save }: { settings: AlertSettingsValue; save: SaveSettings }) {
  const [support] = useState<PushSupport>(() => pushSupport(browserFacts()));
  const [device, setDevice] = useState<DeviceState>('checking');

  useEffect(() => {
    if (support !== 'supported') return;
    let live = true;
    void isSubscribed()
      .catch(() => false)
      .then((yes) => live && setDevice((d) => (d === 'checking' ? (yes ? 'subscribed' : currentPermission() === 'denied' ? 'denied' : 'not-subscribed') : d)));
    return () => {
      live = false;
    };
  }, [support]);

  /** inside the tap: the browser's question first (it asks only from a tap), then the rest */
  const askThisPhone = () => {
    const permission = Notification.requestPermission();
    setDevice('asking');
    void subscribeDevice(permission).then(setDevice);
  };

  const turnOn = () => {
    const wantsPush = support === 'supported' && device !== 'subscribed' && currentPermission() !== 'denied';
    const permission = wantsPush ? Notification.requestPermission() : null;
    if (permission) setDevice('asking');
    save(
      { ...settings, enabled: true },
      {
        onSuccess: () => permission && void subscribeDevice(permission).then(setDevice),
        onError: () => permission && setDevice('not-subscribed'),
      },
    );
    if (!permission && support === 'supported' && currentPermission() === 'denied') setDevice('denied');
  };

  return (
    <section className="alerts-card alerts-switch" aria-labelledby="alerts-switch-title">
      <h2 id="alerts-switch-title" className="alerts-card__title">
        알림 받기
      </h2>
      {settings.enabled ? (
        <>
          <p className="alerts-switch__state alerts-switch__state--on">
            <span aria-hidden="true" className="alerts-switch__dot" />
            알림이 켜져 있어요. 매일 {hourLabel(settings.digestHour)}에 알려 드려요.
          </p>
          <DeviceNote support={support} device={device} onAsk={askThisPhone} />
          <Button variant="secondary" busy={save.pending} onClick={() => save({ ...settings, enabled: false })}>
            모든 알림 끄기
          </Button>
        </>
      ) : (
        <>
          <p className="alerts-switch__state">
            <span aria-hidden="true" className="alerts-switch__dot" />
            지금은 알림이 꺼져 있어요.
          </p>
          {support !== 'supported' && <DeviceNote support={support} device={device} onAsk={askThisPhone} />}
          {support === 'supported' && device === 'denied' && <DeniedNote />}
          <Button busy={save.pending} onClick={turnOn} className="alerts-switch__on">
            알림 켜기
          </Button>
        </>
      )}
    </section>
  );
}

function DeviceNote({ support, device, onAsk }: { support: PushSupport; device: DeviceState; onAsk: () => void }) {
  if (support === 'ios-install') return <IosInstallNote />;
  if (support === 'unsupported')
    return (
      <p className="alerts-note">
        이 브라우저는 휴대폰 알림을 보여 주지 못해요. 새 알림은 이 화면의 알림함에 모두 쌓이니 가끔 들러 주세요.
      </p>
    );
  return (
    <div role="status" className="alerts-device">
      {device === 'checking' ? null : device === 'asking' ? (
        <p>이 휴대폰으로 알림을 받을 준비를 하고 있어요…</p>
      ) : device === 'subscribed' ? (
        <p className="alerts-device__ok">
          <strong>{TEST_NOTICE}</strong> 이 휴대폰으로도 알림을 보내 드려요.
        </p>
      ) : device === 'denied' ? (
        <DeniedNote />
      ) : device === 'failed' ? (
        <>
          <p>이 휴대폰으로 알림을 보낼 준비를 하지 못했어요. 알림은 알림함에 그대로 쌓여요. 잠시 후 다시 눌러 주세요.</p>
          <Button variant="secondary" onClick={onAsk}>
            이 휴대폰으로도 알림 받기
          </Button>
        </>
      ) : (
        <>
          <p>이 휴대폰으로도 알림을 받으려면 아래 단추를 누르고, 휴대폰이 물어보면 ‘허용’을 눌러 주세요.</p>
          <Button variant="secondary" onClick={onAsk}>
            이 휴대폰으로도 알림 받기
          </Button>
        </>
      )}
    </div>
  );
}

/** An iPhone's Safari tab cannot receive notifications: 홈 화면에 추가 first (Safari 16.4 and later). */
function IosInstallNote() {
  return (
    <div className="alerts-note">
      <p>
        <strong>아이폰에서는 새길을 홈 화면에 추가해야 휴대폰 알림을 받을 수 있어요.</strong>
      </p>
      <ol className="alerts-note__steps">
        <li>사파리 아래쪽의 공유 단추(네모에서 화살표가 위로 나온 모양)를 누르세요.</li>
        <li>‘홈 화면에 추가’를 고르고 ‘추가’를 누르세요.</li>
        <li>홈 화면에 생긴 새길 아이콘으로 열어, 이 화면에서 ‘이 휴대폰으로도 알림 받기’를 누르세요.</li>
      </ol>
      <p>홈 화면에 추가하지 않아도 새 알림은 이 화면의 알림함에 모두 쌓여요.</p>
    </div>
  );
}

/** The member (or the browser) said no: how to allow it again. */
function DeniedNote() {
  return (
    <div className="alerts-note">
      <p>
        <strong>이 브라우저에서 새길의 알림이 막혀 있어요.</strong>
      </p>
      <ol className="alerts-note__steps">
        <li>주소창 왼쪽의 자물쇠 모양을 누르고 ‘권한’을 여세요.</li>
        <li>‘알림’을 ‘허용’으로 바꾼 다음, 이 화면을 새로 고쳐 주세요.</li>
      </ol>
      <p>크롬에서는 오른쪽 위 점 세 개 → 설정 → 사이트 설정 → 알림에서도 바꿀 수 있어요. 막혀 있어도 알림함은 그대로 쓸 수 있어요.</p>
    </div>
  );
}
