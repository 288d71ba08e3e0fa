/** The seven cities the service covers, in the spec's order (Seoul, Busan, Incheon, Daegu, Gwangju, Daejeon, Ulsan). */
export const CITIES = ['서울특별시', '부산광역시', '인천광역시', '대구광역시', '광주광역시', '대전광역시', '울산광역시'] as const;
