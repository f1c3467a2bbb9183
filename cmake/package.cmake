# The Debian package: `cpack -G DEB` in a build folder (the release preset's workflow does it after
# the tests) makes transformer-workbench_VERSION_ARCH.deb of what `cmake --install` installs: both
# programs, the bundled datasets and lessons, the desktop entry, icon and AppStream metainfo, the
# man pages and bash completion, and the Debian copyright and changelog. Its dependencies are
# computed by dpkg-shlibdeps from the libraries the programs load, so no list is kept by hand.

set(TWB_PACKAGE_MAINTAINER "Transformer Workbench maintainers <maintainers@users.noreply.a-seed-1bcdccca.example>"
    CACHE STRING "The Maintainer field of the Debian package")

# The files Debian policy asks of every package: the copyright, and the changelog compressed
# without a timestamp (gzip -n), so that the same source gives the same package.
string(TIMESTAMP TWB_PACKAGE_DATE "%a, %d %b %Y %H:%M:%S +0000" UTC)  # honours SOURCE_DATE_EPOCH
configure_file(${PROJECT_SOURCE_DIR}/packaging/changelog.in ${PROJECT_BINARY_DIR}/packaging/changelog @ONLY)
add_custom_command(OUTPUT ${PROJECT_BINARY_DIR}/packaging/changelog.gz
  COMMAND gzip -9nkf ${PROJECT_BINARY_DIR}/packaging/changelog
  DEPENDS ${PROJECT_BINARY_DIR}/packaging/changelog
  COMMENT "Compressing the Debian changelog")
add_custom_target(twb_package_changelog ALL DEPENDS ${PROJECT_BINARY_DIR}/packaging/changelog.gz)
install(FILES ${PROJECT_SOURCE_DIR}/packaging/copyright ${PROJECT_BINARY_DIR}/packaging/changelog.gz
        DESTINATION share/doc/transformer-workbench)
if(TWB_BUILD_UI)
  install(FILES ${PROJECT_SOURCE_DIR}/packaging/io.github.transformer_workbench.TransformerWorkbench.metainfo.xml
          DESTINATION share/metainfo)
endif()

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME transformer-workbench)
set(CPACK_PACKAGE_VENDOR "The Transformer Workbench developers")
set(CPACK_PACKAGE_CONTACT "${TWB_PACKAGE_MAINTAINER}")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)  # transformer-workbench_0.1.0_amd64.deb
set(CPACK_DEBIAN_PACKAGE_SECTION education)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# The PyTorch package (share/transformer-workbench/python) runs on Debian's PyTorch: a job folder
# runs elsewhere, so it is suggested, not required.
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "python3-torch")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
set(CPACK_DEBIAN_COMPRESSION_TYPE xz)
# The synopsis, then the extended description (CPack indents it and marks the blank line).
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "train a Transformer on your CPU and watch it work")
file(READ ${PROJECT_SOURCE_DIR}/packaging/description.txt CPACK_DEBIAN_PACKAGE_DESCRIPTION)
include(CPack)
