// skip: DrawerKitTests compiles this sample (RestoringAfterARelaunchSample) and checks that
// the article shows it as compiled.
