import { Icon } from '../ui/Icon';
import type { Garage, Social } from '#schemas/index.ts';
import type { NavItem } from '#lib/pages.ts';
import { MENU_TOGGLE, SUBMENU, hook } from '#lib/dom-hooks.ts';
import { brandsInShort } from '#lib/brands.ts';
import { isActiveItem, isCurrentPage } from '#lib/nav.ts';
import { displayPhone, telHref } from '#lib/phone.ts';
import { Button } from '../ui/Button';
import { Logo } from '../ui/Logo';
import { OpeningStatus } from '../ui/OpeningStatus';
import { SocialLinks } from '../ui/SocialLinks';
import { PATHS } from '#lib/pages.ts';
import styles from './Header.module.css';

export interface HeaderProps {
  garage: Garage;
  socials: readonly Social[];
  navigation: readonly NavItem[];
  /** Current path, to mark the active item. */
  pathname: string;
  /** URL of the logo mark. */
  logoSrc: string;
}

/** The header on every page: phone, status, socials, navigation, Réservez, and the phone menu. */
export function Header({ garage, socials, navigation, pathname, logoSrc }: HeaderProps) {
  const phone = garage.contact.phone;
  return (
    <header className={styles.header}>
      <div className={styles.topbar}>
        <div className={styles.inner}>
          <a href={telHref(phone)} className={styles.topPhone} aria-label={`Appeler le garage au ${phone}`}>
            <Icon name="phone" className={styles.icon} />
            {displayPhone(phone)}
          </a>
          <OpeningStatus tone="dark" live className={styles.status} />
          <SocialLinks socials={socials} garageName={garage.name} tone="dark" className={styles.topSocials} />
        </div>
      </div>
      <div className={styles.bar}>
        <div className={styles.inner}>
          <a href={PATHS.home} className={styles.brand}>
            <Logo src={logoSrc} name={garage.name} tagline={brandsInShort(garage.brands)} compact />
          </a>
          <nav aria-label="Navigation principale" className={styles.navWrap}>
            <button
              type="button"
              className={styles.toggle}
              aria-controls="menu-principal"
              aria-expanded="false"
              {...hook(MENU_TOGGLE)}
            >
              <Icon name="menu" className={styles.openIcon} />
              <Icon name="x" className={styles.closeIcon} />
              <span>Menu</span>
            </button>
            <div id="menu-principal" className={styles.menu}>
              <ul role="list" className={styles.list}>
                {navigation.map((item) => {
                  const current = isCurrentPage(item.href, pathname);
                  const childCurrent = (item.children ?? []).some((c) => isCurrentPage(c.href, pathname));
                  const active = isActiveItem(item, pathname);
                  return (
                    <li
                      key={item.href + item.name}
                      className={item.children ? styles.hasChildren : undefined}
                      {...(item.children ? hook(SUBMENU) : {})}
                    >
                      <a
                        href={item.href}
                        className={styles.link}
                        aria-current={childCurrent ? 'true' : current ? 'page' : undefined}
                        data-active={active ? '' : undefined}
                      >
                        {item.name}
                      </a>
                      {item.children && (
                        <ul role="list" className={styles.sublist}>
                          {item.children.map((child) => (
                            <li key={child.href}>
                              <a
                                href={child.href}
                                className={styles.sublink}
                                aria-current={isCurrentPage(child.href, pathname) ? 'page' : undefined}
                              >
                                {child.name}
                              </a>
                            </li>
                          ))}
                        </ul>
                      )}
                    </li>
                  );
                })}
              </ul>
              <SocialLinks
                socials={socials}
                garageName={garage.name}
                withNames
                className={styles.menuSocials}
              />
            </div>
          </nav>
          <a href={telHref(phone)} className={styles.callButton} aria-label={`Appeler le garage au ${phone}`}>
            <Icon name="phone" className={styles.icon} />
          </a>
          <Button href={PATHS.booking} className={styles.book}>
            Réservez
          </Button>
        </div>
      </div>
    </header>
  );
}
